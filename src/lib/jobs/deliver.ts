/**
 * The bookkeeping every forwarding job shares, and the retry policy of every job.
 *
 * A delivery reserves its row (`sendingSince`, under the row's own conditional
 * update), sends it with the row's idempotency key, then stamps it sent
 * (`forwardedAt`/`notifiedAt`) and clears the error. A row already stamped is
 * never sent again, whatever number of jobs exist for it; a row reserved by a
 * live worker is left to it. What remains: a worker that dies after the
 * service took the row and before the stamp is written leaves a reservation
 * that runs out with the lease (JOBS_LEASE_SECONDS), and the row is sent again
 * with the same idempotency key, so a service that honours the key (or treats
 * the same contact as one) records it once. At least once at our side, once at
 * a service that deduplicates by key; never twice after the stamp.
 *
 * A service that refuses a row for good (a 4xx other than 408, 425 and 429:
 * lib/integrations) ends the job instead: the row is marked failed
 * (`failedAt`, with the service's reason in `lastError`), shown on the admin's
 * dashboard, and sent again only when someone presses "Retry now" after fixing
 * the setting. Failures worth another try (5xx, network, timeout) are retried.
 */
import type { PayloadRequest, TaskConfig } from 'payload'

import { idempotencyKey, type DeliveredCollection } from '../forms'
import { env } from '../config/data'
import { isRefusedForGood } from '../integrations'
import { nextAttemptAt, RETRY_FOREVER } from './jobQueue'
import { claimRow, failRow, primaryStore, releaseRow, stampRow } from './jobStore'
import type { Config } from '@/payload-types'

type StampedCollection = Exclude<DeliveredCollection, 'voice-ai-setups'>

/** Sent by another worker right now: this job tries again later, when the row is stamped or the reservation has run out. */
export class RowBusyError extends Error {}

/**
 * Retried for ever with capped exponential backoff (src/lib/jobs/jobQueue.ts). Payload's own backoff has no cap and its
 * counter ends in a final error; here its attempts never run out and `onFail` sets when the job is due again (Payload's
 * failure handling keeps a `waitUntil` later than its own, which is "now" with no backoff configured).
 */
export const retryForever: Pick<TaskConfig, 'retries' | 'onFail'> = {
  retries: { attempts: RETRY_FOREVER },
  onFail: ({ job }) => {
    job.waitUntil = nextAttemptAt((job.totalTried ?? 0) + 1, new Date(), env.jobs).toISOString()
  },
}

/** Gives a task with no retry policy of its own (Payload's scheduled publishing) the never-give-up one. */
export function withRetryPolicy(tasks: TaskConfig[] | undefined): void {
  for (const task of tasks ?? []) {
    if (task.retries === undefined && task.onFail === undefined) Object.assign(task, retryForever)
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

type Delivery<T> =
  | { outcome: 'sent'; value: T }
  /** Refused for good by the service: recorded on the row (failedAt, lastError), not retried by itself. */
  | { outcome: 'refused'; reason: string }
  /** Sent before, refused for good before (waiting for "Retry now"), or gone. */
  | { outcome: 'already-sent' | 'failed' | 'missing' }

/**
 * Reserves the row, runs `send` with its idempotency key, and records the outcome: the stamp on success
 * (`sentValue` for a collection whose stamp is the service's id); on a refusal for good, the row marked failed
 * with the reason (and the job ends); on any other failure the reason (then throws, and the job is retried).
 * A stamp that cannot be written (the database went away) fails the job and leaves the reservation to run out.
 */
export async function withRowReserved<T>(
  req: PayloadRequest,
  collection: DeliveredCollection,
  id: number,
  send: (key: string) => Promise<T>,
  sentValue?: (value: T) => string,
): Promise<Delivery<T>> {
  const store = primaryStore(req.payload)
  const claim = await claimRow(store, collection, id, env.jobs.leaseSeconds)
  if (claim === 'busy') throw new RowBusyError(`${collection} ${id} is being sent by another worker`)
  if (claim !== 'claimed') return { outcome: claim === 'sent' ? 'already-sent' : claim }
  let value: T
  try {
    value = await send(idempotencyKey(collection, id))
  } catch (error) {
    if (isRefusedForGood(error)) {
      await failRow(store, collection, id, error.message)
      req.payload.logger.warn(`${collection} ${id}: refused for good, not retried until "Retry now": ${error.message}`)
      return { outcome: 'refused', reason: error.message }
    }
    await releaseRow(store, collection, id, reason(error))
    throw error
  }
  await stampRow(store, collection, id, sentValue?.(value))
  return { outcome: 'sent', value }
}

/**
 * Delivers one stored row with `send`. `ready` says whether the row has somewhere to go here (its service, list
 * or form configured: lib/forms/forwarding): a row that has not is left stored as it is, untouched, and the job ends; the
 * job runner's next start queues it again once it has (jobStore, queueUnforwardedRows).
 */
export async function deliverRow<C extends StampedCollection>(
  req: PayloadRequest,
  collection: C,
  id: number,
  send: (row: Config['collections'][C], idempotencyKey: string) => Promise<void>,
  ready: (row: Config['collections'][C]) => boolean = () => true,
): Promise<{ output: { delivered: boolean } }> {
  const row = (await req.payload.findByID({ collection, id, depth: 0, req, disableErrors: true })) as Config['collections'][C] | null
  if (!row || !ready(row)) return { output: { delivered: false } }
  const result = await withRowReserved(req, collection, id, (key) => send(row, key))
  return { output: { delivered: result.outcome === 'sent' || result.outcome === 'already-sent' } }
}
