/**
 * The jobs worker's loop (scripts/worker.ts, and the app server itself unless
 * JOBS_WORKER=external: src/lib/jobs/serverJobs.ts): claim due jobs atomically
 * (src/lib/jobs/jobStore.ts), run them through Payload, renew their leases while
 * they run, and keep going through database outages (each error is logged and
 * the loop waits, 1 s doubling to 30 s, then tries again) instead of exiting.
 * On start it first queues the stored rows that can be forwarded now and have
 * no job (lib/forms/forwarding: stored while their service was unconfigured).
 */
import type { Payload } from 'payload'

import type { ForwardServices } from '../forms'
import { heartbeatMs, outageDelayMs, type JobSettings } from './jobQueue'
import { claimJobs, primaryStore, queueUnforwardedRows, renewLeases } from './jobStore'

export type WorkerOptions = {
  queue: string
  settings: JobSettings
  /** Stop once nothing is due (cron, tests) instead of polling for ever. */
  once?: boolean
  /** Run exactly these jobs now, whatever their schedule, then stop. */
  jobIds?: number[]
  /** Asked to stop: the jobs in hand finish, nothing new is claimed. */
  stopping?: () => boolean
  /** The services configured here: on start, stored rows that can now go to them and have no job get one. */
  forwarding?: ForwardServices
  /** Resolves when the next job may run: the app server's loop gives way to its visitors (./pacing.ts). */
  pace?: () => Promise<void>
}

/** Start-up sweeps tried before the loop gives up on it (each failure is logged; claiming goes on meanwhile). */
const SWEEP_ATTEMPTS = 5

const sleep = (ms: number, stopping: () => boolean) =>
  new Promise<void>((resolve) => {
    const started = Date.now()
    const tick = () => (stopping() || Date.now() - started >= ms ? resolve() : setTimeout(tick, Math.min(250, ms)))
    tick()
  })

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Runs jobs until stopped (or, with `once`/`jobIds`, until nothing is left); answers how many runs it made. */
export async function runJobLoop(payload: Payload, options: WorkerOptions): Promise<number> {
  const { queue, settings, once = false, jobIds, stopping = () => false, forwarding, pace } = options
  const store = primaryStore(payload)
  // Claimed and not finished: their leases are renewed from the moment they are claimed.
  const held = new Set<number>()
  let outageErrors = 0
  let ran = 0
  let pendingIds = jobIds ? [...jobIds] : undefined
  // An operator's run of given jobs sweeps nothing.
  let sweepsLeft = forwarding && !jobIds ? SWEEP_ATTEMPTS : 0

  /** The start-up sweep; answers how many jobs it queued. Tried after a claim went through, so a failure is not an outage's. */
  const sweep = async (): Promise<number> => {
    try {
      const queued = await queueUnforwardedRows(payload, queue, forwarding as ForwardServices)
      sweepsLeft = 0
      if (queued === undefined) payload.logger.info('worker: another job runner is queuing the stored rows not forwarded yet')
      else if (queued > 0) payload.logger.info(`worker: queued ${queued} stored row(s) not forwarded yet (their service is configured now)`)
      return queued ?? 0
    } catch (error) {
      sweepsLeft--
      payload.logger.warn(`worker: could not queue the stored rows not forwarded yet (${message(error)})${sweepsLeft ? '; trying again' : ''}`)
      return 0
    }
  }

  // Renews the leases of running jobs; a failed renewal is logged and the next one tries again.
  const heartbeat = setInterval(() => {
    renewLeases(store, [...held]).catch((error: unknown) => payload.logger.warn(`worker: could not renew job leases: ${message(error)}`))
  }, heartbeatMs(settings.leaseSeconds))
  heartbeat.unref()

  const runOne = async (id: number) => {
    // A run that outlives its lease (a wait nothing bounds) is left to the lease: this worker stops renewing it and moves on.
    let timer: NodeJS.Timeout | undefined
    const limit = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), settings.leaseSeconds * 1000)))
    try {
      // Claimed and held (its lease renewed) while it waits its turn.
      await pace?.()
      const outcome = await Promise.race([payload.jobs.runByID({ id, silent: false }), limit])
      if (outcome === 'timeout') payload.logger.error(`worker: job ${id} still running after ${settings.leaseSeconds} s; its lease is left to run out`)
      else ran++
    } catch (error) {
      // Payload could not record the outcome (the database went away mid-job): the job stays claimed until its lease runs
      // out and then runs again; the delivery it made, if any, is stamped or reserved on its row and is not repeated.
      payload.logger.error(`worker: job ${id} failed to run: ${message(error)}`)
    } finally {
      clearTimeout(timer)
      held.delete(id)
    }
  }

  payload.logger.info(`worker: started (lease ${settings.leaseSeconds} s, ${settings.concurrency} at once)`)
  try {
    while (!stopping()) {
      let claimed: number[]
      try {
        claimed = await claimJobs(store, { queue, limit: pendingIds?.length ?? settings.concurrency, leaseSeconds: settings.leaseSeconds, ids: pendingIds })
        if (outageErrors) payload.logger.info('worker: the database answers again')
        outageErrors = 0
        for (const id of claimed) held.add(id)
      } catch (error) {
        outageErrors++
        const wait = outageDelayMs(outageErrors)
        payload.logger.error(`worker: cannot claim jobs (${message(error)}); trying again in ${wait / 1000} s`)
        await sleep(wait, stopping)
        continue
      }
      // The database answers: the start-up sweep, once; what it queues is claimed by the next round (even with --once).
      if (sweepsLeft > 0 && (await sweep()) > 0 && !claimed.length) continue
      if (pendingIds) {
        const skipped = pendingIds.filter((id) => !claimed.includes(id))
        // Asked-for jobs that are finished, missing or running under another worker's live lease are not run twice.
        if (skipped.length) payload.logger.warn(`worker: not run (finished, missing or running elsewhere): ${skipped.join(', ')}`)
        pendingIds = undefined
      }
      if (claimed.length) {
        payload.logger.info(`worker: running job(s) ${claimed.join(', ')}`)
        // At most `concurrency` at once: each run needs pooled connections of its own.
        const queueOfIds = [...claimed]
        await Promise.all(
          Array.from({ length: Math.min(settings.concurrency, queueOfIds.length) }, async () => {
            for (let id = queueOfIds.shift(); id !== undefined; id = queueOfIds.shift()) await runOne(id)
          }),
        )
        if (jobIds) break
        continue
      }
      if (once || jobIds) break
      await sleep(settings.intervalSeconds * 1000, stopping)
    }
  } finally {
    clearInterval(heartbeat)
  }
  return ran
}
