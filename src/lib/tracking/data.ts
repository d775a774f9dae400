/**
 * Analytics: consent, the anonymous id, campaign attribution, events and their schema, Segment and the first-party store, and the third-party scripts the site loads.
 *
 * This face: its reads and writes (Payload, SQL, outside services, the server's configuration), for the
 * server only. Its rules and types: ./index.ts.
 */
export * from './analytics'
export * from './signedId'
