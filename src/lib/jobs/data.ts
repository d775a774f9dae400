/**
 * The jobs queue: Payload's queue, the worker loop and its leases, and the bookkeeping every delivery job shares (reserve, send, stamp, retry).
 *
 * This face: its reads and writes (Payload, SQL, outside services, the server's configuration), for the
 * server only. Its rules and types: ./index.ts.
 */
export * from './deliver'
export * from './jobStore'
export * from './serverJobs'
