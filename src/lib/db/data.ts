/**
 * PostgreSQL: the embedded server a fresh machine starts, Payload's adapter and pool, and how an unavailable or refusing database is told apart.
 *
 * This face: its reads and writes (Payload, SQL, outside services, the server's configuration), for the
 * server only. Its rules and types: ./index.ts.
 */
export * from './groupCommit'
export * from './postgres'
export * from './refused'
export * from './unavailable'
export * from './schema'
export * from './transaction'
