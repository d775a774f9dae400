/** Payload's jobs queue: one queue for everything the site defers (scheduled publishing first). */
export const JOBS_QUEUE = 'default'
