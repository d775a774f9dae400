/**
 * The app server's own job runner: the same loop as `npm run worker` (src/lib/jobs/jobWorker.ts: claimed in one SQL
 * statement, held by a lease, retried with backoff, the start-up sweep of rows not forwarded yet), every
 * JOBS_INTERVAL_SECONDS, in the Next server process, giving way to visitors on a saturated server (./pacing.ts). src/instrumentation.ts starts it when the server starts, not
 * at the first request, wherever lib/jobs/jobQueue serverRunsJobs says so (not in the tests' server, not with
 * JOBS_WORKER=external). Workers started beside it share the queue and never double a job.
 *
 * Started outside any request, so a job's cache revalidation is not mistaken for part of one: it reaches the
 * site through POST /api/revalidate (lib/pages/apply), as a worker's does.
 */
import type { Payload } from 'payload'

import { env } from '../config/data'
import { outageDelayMs } from './jobQueue'
import { JOBS_QUEUE } from './queue'
import { runJobLoop } from './jobWorker'
import { processLoad, visitorsFirst } from './pacing'

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Starts the loop once per process (a second call, e.g. a development reload of the instrumentation, does nothing),
 * with the Payload instance `load` hands in (asked again while the database is down).
 */
export function startServerJobs(load: () => Promise<Payload>): void {
  const started = globalThis as { __ostraJobLoop?: boolean }
  if (started.__ostraJobLoop) return
  started.__ostraJobLoop = true
  void runServerJobs(load)
}

async function runServerJobs(load: () => Promise<Payload>): Promise<void> {
  // A database that is down when the server starts is waited for, as the worker waits (1 s doubling to 30 s).
  let payload: Payload | undefined
  for (let errors = 1; !payload; errors++) {
    try {
      payload = await load()
    } catch (error) {
      const wait = outageDelayMs(errors)
      console.error(`[jobs] cannot start the job runner (${message(error)}); trying again in ${wait / 1000} s`)
      await new Promise((resolve) => setTimeout(resolve, wait))
    }
  }
  payload.logger.info(
    `jobs: this server runs the jobs queue every ${env.jobs.intervalSeconds} s (scheduled publishing, e-mails, forwards); JOBS_WORKER=external leaves it to npm run worker`,
  )
  try {
    // Visitors first: on a saturated server a job waits (a second at most) for the load to fall.
    await runJobLoop(payload, { queue: JOBS_QUEUE, settings: env.jobs, forwarding: env, pace: visitorsFirst(processLoad()) })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'jobs loop stopped' })
  }
}
