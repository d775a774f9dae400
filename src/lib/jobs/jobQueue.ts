/**
 * The jobs queue's rules as pure functions (the worker, the delivery tasks and
 * the admin's "retry now" use them):
 * - a job that fails is retried for ever, with exponential backoff capped at
 *   `retryMaxSeconds` (an hour by default): nothing is given up on, and a
 *   service that is down for a day costs 24 attempts a day, not a flood;
 * - a job marked processing holds a lease: its worker renews it while it runs;
 *   one that shows no sign of life for `leaseSeconds` (a crashed or killed
 *   worker) is claimable again.
 */
import type { AppEnv, JobSettings } from '../config'

export type { JobSettings }

/**
 * Whether the app server runs the queue itself (the same loop, claiming and leases as `npm run worker`, started
 * with the server: src/instrumentation.ts): in every environment but the tests' (the API tests start their own
 * workers and decide when a job runs), unless JOBS_WORKER=external says workers run it elsewhere. Workers beside a
 * server that runs it too never double a job: each job is claimed by one of them.
 */
export function serverRunsJobs(appEnv: AppEnv, worker: JobSettings['worker']): boolean {
  return appEnv !== 'test' && worker !== 'external'
}

/** Attempts a task may make: Payload's own counter never reaches it, so its final give-up never comes. */
export const RETRY_FOREVER = Number.MAX_SAFE_INTEGER

/** The wait before the next attempt after `failures` failed attempts in a row (0 before any failure). */
export function retryDelayMs(failures: number, settings: Pick<JobSettings, 'retryBaseSeconds' | 'retryMaxSeconds'>): number {
  if (!(failures >= 1)) return 0
  // 2^40 × the base is far beyond any cap; the bound keeps the arithmetic finite for any count.
  const doubled = settings.retryBaseSeconds * 2 ** Math.min(Math.floor(failures) - 1, 40)
  return Math.min(doubled, settings.retryMaxSeconds) * 1000
}

/** When a job that has now failed `failures` times in a row is due again. */
export function nextAttemptAt(failures: number, now: Date, settings: Pick<JobSettings, 'retryBaseSeconds' | 'retryMaxSeconds'>): Date {
  return new Date(now.getTime() + retryDelayMs(failures, settings))
}

/** Whether a processing job's lease has run out: its worker's last sign of life is `leaseSeconds` old or older. */
export function leaseExpired(lastSignOfLife: Date, now: Date, leaseSeconds: number): boolean {
  return now.getTime() - lastSignOfLife.getTime() >= leaseSeconds * 1000
}

/** How often a worker renews the leases of the jobs it runs: three times per lease, so one late renewal loses nothing. */
export const heartbeatMs = (leaseSeconds: number): number => Math.max(250, Math.floor((leaseSeconds * 1000) / 3))

/** The worker's pause after the database failed `errors` times in a row: 1 s, doubling, at most 30 s. */
export function outageDelayMs(errors: number): number {
  if (!(errors >= 1)) return 0
  return Math.min(1000 * 2 ** Math.min(errors - 1, 10), 30_000)
}
