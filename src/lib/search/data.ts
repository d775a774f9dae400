/**
 * The site search: visitors' words ranked against published titles and summaries, and the index read from Payload.
 *
 * This face: its reads and writes (Payload, SQL, outside services, the server's configuration), for the
 * server only. Its rules and types: ./index.ts.
 */
export * from './searchIndex'
