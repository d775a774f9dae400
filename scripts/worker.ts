/**
 * The jobs worker: runs Payload's queued jobs (scheduled publish and
 * unpublish, and later the outbound deliveries) outside the web server.
 *
 *   npm run worker            every JOBS_INTERVAL_SECONDS (default 15) until stopped
 *   npm run worker -- --once  run what is due now, then exit (cron, tests)
 *
 * In development the app runs due jobs itself (payload.config.ts jobs.autoRun).
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { JOBS_QUEUE } from '../src/lib/jobs'

process.exitCode = 1

const once = process.argv.includes('--once')
const intervalMs = Math.max(1, Number(process.env.JOBS_INTERVAL_SECONDS ?? 15)) * 1000

async function main(): Promise<void> {
  const payload = await getPayload({ config })
  let stopping = false
  const stop = () => {
    stopping = true
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  try {
    do {
      // Jobs that fail stay in the queue with their error and are retried by their own settings.
      const result = await payload.jobs.run({ queue: JOBS_QUEUE, limit: 50 })
      const ran = Object.keys(result.jobStatus ?? {}).length
      if (ran > 0) payload.logger.info(`worker: ran ${ran} job(s)${result.remainingJobsFromQueried ? `, ${result.remainingJobsFromQueried} left` : ''}`)
      if (once) break
      for (let waited = 0; waited < intervalMs && !stopping; waited += 250) await new Promise((r) => setTimeout(r, 250))
    } while (!stopping)
  } finally {
    await payload.destroy()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[worker] failed:', error)
    process.exit(1)
  },
)
