/** The jobs worker (src/lib/jobs/jobQueue.ts): lease, retry backoff, poll interval, jobs run at once, and who runs them. */
import { oneOf, parseVariables, wholeNumber, type EnvSource } from './parse'

/** Who runs the queue: the app server itself beside the site (`server`, the default), or only workers elsewhere (`external`). */
export const JOB_WORKERS = ['server', 'external'] as const
export type JobWorker = (typeof JOB_WORKERS)[number]

export type JobSettings = {
  /** How long a running job stays reserved for its worker without a sign of life. */
  leaseSeconds: number
  /** The wait after the first failure; each further failure doubles it… */
  retryBaseSeconds: number
  /** …up to this. */
  retryMaxSeconds: number
  /** How often an idle worker looks for due jobs. */
  intervalSeconds: number
  /** Jobs one worker runs at once (below the database pool's size: each job needs connections). */
  concurrency: number
  /** JOBS_WORKER: `external` keeps the app server from running the queue (workers run it elsewhere: npm run worker). */
  worker: JobWorker
}

const seconds = (fallback: number) => wholeNumber(fallback, { min: 1, unit: 'seconds' })

export function readJobSettings(source: EnvSource): JobSettings {
  const vars = parseVariables(
    {
      JOBS_LEASE_SECONDS: seconds(300),
      JOBS_RETRY_BASE_SECONDS: seconds(15),
      JOBS_RETRY_MAX_SECONDS: seconds(3600),
      JOBS_INTERVAL_SECONDS: seconds(15),
      JOBS_CONCURRENCY: wholeNumber(4, { min: 1, unit: 'jobs' }),
      JOBS_WORKER: oneOf(JOB_WORKERS),
    },
    source,
  )
  return {
    leaseSeconds: vars.JOBS_LEASE_SECONDS,
    retryBaseSeconds: vars.JOBS_RETRY_BASE_SECONDS,
    retryMaxSeconds: vars.JOBS_RETRY_MAX_SECONDS,
    intervalSeconds: vars.JOBS_INTERVAL_SECONDS,
    concurrency: vars.JOBS_CONCURRENCY,
    worker: vars.JOBS_WORKER ?? 'server',
  }
}
