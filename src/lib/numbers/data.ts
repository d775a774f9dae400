/**
 * Phone numbers: the search's vocabulary and filter, and the numbers API (else the seeded inventory).
 *
 * This face: its reads and writes (Payload, SQL, outside services, the server's configuration), for the
 * server only. Its rules and types: ./index.ts.
 */
export * from './numberSearch'
export * from './inventory'
