/**
 * The jobs queue: Payload's queue, the worker loop and its leases, and the bookkeeping every delivery job shares (reserve, send, stamp, retry).
 *
 * This face: its rules, lists and types, pure and safe in the browser. Its reads and writes: ./data.ts. Other modules of the
 * folder are its own (npm run lint: domain-faces).
 */
export * from './jobQueue'
export * from './queue'
