/**
 * Campaign releases: several documents' drafts published together, at once or at a scheduled moment, and rolled back together.
 *
 * This face: its reads and writes (Payload, SQL, outside services, the server's configuration), for the
 * server only. Its rules and types: ./index.ts.
 */
export * from './preview'
export * from './publish'
export * from './scheduled'
