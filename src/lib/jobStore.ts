/**
 * The jobs queue's atomic steps, in SQL on the primary database.
 *
 * Why not `payload.jobs.run()`: Payload 3.90 claims jobs by reading the due
 * rows and then updating them to `processing` (queues/operations/runJobs and
 * drizzle's updateJobs), two statements with no row lock between them, so two
 * workers can claim the same job; and a job left `processing` by a dead worker
 * matches `processing = false` never again. Here one statement claims
 * (`UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)`): a row is taken by
 * exactly one worker, and a running job's `updated_at` is its lease, renewed by
 * its worker's heartbeat, so a job whose worker died is claimable again once
 * the lease has run out. The claimed job is then run by Payload's own
 * `jobs.runByID` (which runs the given id without claiming again), so task
 * logs, retries and the admin's job view stay Payload's.
 */
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { DELIVERIES, type DeliveredCollection } from './deliveries'

/** The primary's pool (read replicas never see a claim). */
export const primaryPool = (payload: Payload): Pool => payload.db.pool

export type ClaimOptions = {
  queue: string
  limit: number
  leaseSeconds: number
  /** Only these jobs, whenever they are due and even after a final error (an operator running them now). */
  ids?: number[]
}

/** Claims up to `limit` due jobs for this worker and answers their ids; a job is never handed to two live workers. */
export async function claimJobs(pool: Pool, { queue, limit, leaseSeconds, ids }: ClaimOptions): Promise<number[]> {
  const chosen = ids ? 'id = ANY($4::int[])' : '(wait_until IS NULL OR wait_until <= now()) AND has_error IS NOT TRUE'
  const result = await pool.query<{ id: number }>(
    `UPDATE payload_jobs SET processing = true, updated_at = now()
      WHERE id IN (
        SELECT id FROM payload_jobs
         WHERE completed_at IS NULL AND queue = $1 AND ${chosen}
           AND (processing IS NOT TRUE OR updated_at < now() - make_interval(secs => $2))
         ORDER BY created_at, id
         LIMIT $3
         FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    ids ? [queue, leaseSeconds, limit, ids] : [queue, leaseSeconds, limit],
  )
  return result.rows.map((row) => Number(row.id))
}

/** Renews the leases of the jobs this worker is running. */
export async function renewLeases(pool: Pool, ids: number[]): Promise<void> {
  if (ids.length) await pool.query('UPDATE payload_jobs SET updated_at = now() WHERE id = ANY($1::int[]) AND processing', [ids])
}

export type RowClaim = 'claimed' | 'sent' | 'busy' | 'missing'

/**
 * Reserves one stored row for sending (`sending_since`), unless it has been
 * sent or another worker's reservation is younger than the lease: of two jobs
 * for one row, one sends and the other finds it sent. A reservation whose
 * worker died before recording the outcome runs out with the lease.
 */
export async function claimRow(pool: Pool, collection: DeliveredCollection, id: number, leaseSeconds: number): Promise<RowClaim> {
  const { table, sentColumn } = DELIVERIES[collection]
  const claimed = await pool.query(
    `UPDATE ${table} SET sending_since = now() WHERE id = $1 AND ${sentColumn} IS NULL
        AND (sending_since IS NULL OR sending_since < now() - make_interval(secs => $2)) RETURNING id`,
    [id, leaseSeconds],
  )
  if (claimed.rowCount) return 'claimed'
  const state = await pool.query<{ sent: boolean }>(`SELECT ${sentColumn} IS NOT NULL AS sent FROM ${table} WHERE id = $1`, [id])
  if (!state.rows.length) return 'missing'
  return state.rows[0].sent ? 'sent' : 'busy'
}

/** Records a send that failed: the reservation is given back and the reason shown on the row. */
export async function releaseRow(pool: Pool, collection: DeliveredCollection, id: number, error: string): Promise<void> {
  await pool.query(`UPDATE ${DELIVERIES[collection].table} SET sending_since = NULL, last_error = $2 WHERE id = $1`, [id, error])
}

/** Records a send that went: stamped (when, or the service's id for it) and the error cleared, in one statement. */
export async function stampRow(pool: Pool, collection: DeliveredCollection, id: number, sentValue?: string): Promise<void> {
  const { table, sentColumn } = DELIVERIES[collection]
  if (collection === 'voice-ai-setups') {
    await pool.query(`UPDATE ${table} SET ${sentColumn} = $2, status = 'started', sending_since = NULL, last_error = NULL WHERE id = $1`, [id, sentValue ?? ''])
  } else {
    await pool.query(`UPDATE ${table} SET ${sentColumn} = COALESCE(${sentColumn}, now()), sending_since = NULL, last_error = NULL WHERE id = $1`, [id])
  }
}

export type RetryOutcome = { jobs: number[]; queued: boolean; sent: boolean }

/**
 * "Retry now" for one row: its unfinished delivery jobs become due at once
 * (backoff and a final error cleared). A row with none left that is still
 * unsent gets a new job; a row already sent is left alone.
 */
export async function retryDeliveryNow(payload: Payload, collection: DeliveredCollection, id: number, queue: string): Promise<RetryOutcome | undefined> {
  const pool = primaryPool(payload)
  const { table, sentColumn, task, input } = DELIVERIES[collection]
  const row = await pool.query<{ sent: boolean }>(`SELECT ${sentColumn} IS NOT NULL AS sent FROM ${table} WHERE id = $1`, [id])
  if (!row.rows.length) return undefined
  if (row.rows[0].sent) return { jobs: [], queued: false, sent: true }
  const due = await pool.query<{ id: number }>(
    `UPDATE payload_jobs SET wait_until = NULL, has_error = false, updated_at = now()
      WHERE completed_at IS NULL AND task_slug = $1 AND input->>$2 = $3 AND processing IS NOT TRUE RETURNING id`,
    [task, input, String(id)],
  )
  if (due.rowCount) return { jobs: due.rows.map((r) => Number(r.id)), queued: false, sent: false }
  // A job running right now keeps going; otherwise there is none left (cancelled or deleted): queue one.
  const running = await pool.query(`SELECT 1 FROM payload_jobs WHERE completed_at IS NULL AND task_slug = $1 AND input->>$2 = $3`, [task, input, String(id)])
  if (running.rowCount) return { jobs: [], queued: false, sent: false }
  const job = await payload.jobs.queue({ task, input: { [input]: id } as never, queue })
  return { jobs: [Number(job.id)], queued: true, sent: false }
}
