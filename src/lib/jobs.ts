/** Payload's jobs queue: one queue for everything the site defers (scheduled publishing first). */
export const JOBS_QUEUE = 'default'

/** In development the app runs due jobs itself, every minute; elsewhere `npm run worker` does. */
export const DEV_JOBS_CRON = '* * * * *'
