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
import type { Pool, PoolClient } from 'pg'

import { DELIVERIES, type DeliveredCollection } from '../forms'
import { rowsToForward, type ForwardedCollection, type ForwardServices, type StoredRow } from '../forms'

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

export type RowClaim = 'claimed' | 'sent' | 'busy' | 'failed' | 'missing'

/**
 * Reserves one stored row for sending (`sending_since`), unless it has been
 * sent, was refused for good (`failed_at`: it waits for a "Retry now"), or
 * another worker's reservation is younger than the lease: of two jobs for one
 * row, one sends and the other finds it sent. A reservation whose worker died
 * before recording the outcome runs out with the lease.
 */
export async function claimRow(pool: Pool, collection: DeliveredCollection, id: number, leaseSeconds: number): Promise<RowClaim> {
  const { table, sentColumn } = DELIVERIES[collection]
  const claimed = await pool.query(
    `UPDATE ${table} SET sending_since = now() WHERE id = $1 AND ${sentColumn} IS NULL AND failed_at IS NULL
        AND (sending_since IS NULL OR sending_since < now() - make_interval(secs => $2)) RETURNING id`,
    [id, leaseSeconds],
  )
  if (claimed.rowCount) return 'claimed'
  const state = await pool.query<{ sent: boolean; failed: boolean }>(
    `SELECT ${sentColumn} IS NOT NULL AS sent, failed_at IS NOT NULL AS failed FROM ${table} WHERE id = $1`,
    [id],
  )
  if (!state.rows.length) return 'missing'
  return state.rows[0].sent ? 'sent' : state.rows[0].failed ? 'failed' : 'busy'
}

/** Records a send that failed: the reservation is given back and the reason shown on the row. */
export async function releaseRow(pool: Pool, collection: DeliveredCollection, id: number, error: string): Promise<void> {
  await pool.query(`UPDATE ${DELIVERIES[collection].table} SET sending_since = NULL, last_error = $2 WHERE id = $1`, [id, error])
}

/**
 * Records a send the service refused for good (lib/integrations, refusedForGood): the reservation given
 * back, the reason shown, and `failed_at` set, so no job sends it again until someone asks (retryDeliveryNow).
 */
export async function failRow(pool: Pool, collection: DeliveredCollection, id: number, error: string): Promise<void> {
  await pool.query(`UPDATE ${DELIVERIES[collection].table} SET sending_since = NULL, last_error = $2, failed_at = now() WHERE id = $1`, [id, error])
}

/** Records a send that went: stamped (when, or the service's id for it) and the error cleared, in one statement. */
export async function stampRow(pool: Pool, collection: DeliveredCollection, id: number, sentValue?: string): Promise<void> {
  const { table, sentColumn } = DELIVERIES[collection]
  if (collection === 'voice-ai-setups') {
    await pool.query(`UPDATE ${table} SET ${sentColumn} = $2, status = 'started', sending_since = NULL, last_error = NULL, failed_at = NULL WHERE id = $1`, [
      id,
      sentValue ?? '',
    ])
  } else {
    await pool.query(
      `UPDATE ${table} SET ${sentColumn} = COALESCE(${sentColumn}, now()), sending_since = NULL, last_error = NULL, failed_at = NULL WHERE id = $1`,
      [id],
    )
  }
}

export type RetryOutcome = { jobs: number[]; queued: boolean; sent: boolean }

/**
 * "Retry now" for one row: a refusal for good is lifted (the setting was
 * fixed), its unfinished delivery jobs become due at once (backoff and a
 * final error cleared), and a row with none left that is still unsent (a
 * refused row's job has finished) gets a new job; a row already sent is left alone.
 */
export async function retryDeliveryNow(payload: Payload, collection: DeliveredCollection, id: number, queue: string): Promise<RetryOutcome | undefined> {
  const pool = primaryPool(payload)
  const { table, sentColumn, task, input } = DELIVERIES[collection]
  // One statement: the row is lifted out of "failed" only while unsent; its last error stays shown until the next attempt.
  const row = await pool.query<{ sent: boolean }>(
    `UPDATE ${table} SET failed_at = CASE WHEN ${sentColumn} IS NULL THEN NULL ELSE failed_at END WHERE id = $1 RETURNING ${sentColumn} IS NOT NULL AS sent`,
    [id],
  )
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

type DeliveryCounts = { collection: DeliveredCollection; refused: number; retrying: number }
type RefusedRow = { collection: DeliveredCollection; id: number; title: string; lastError: string; failedAt: Date }

/**
 * The dashboard's deliveries panel: per collection, the unsent rows refused for good and those failing and
 * waiting to retry by themselves; and the latest `limit` refused rows with the service's reason.
 */
export async function deliveryOverview(pool: Pool, limit: number): Promise<{ counts: DeliveryCounts[]; refused: RefusedRow[] }> {
  const entries = Object.entries(DELIVERIES) as [DeliveredCollection, (typeof DELIVERIES)[DeliveredCollection]][]
  const counts = await pool.query<{ collection: DeliveredCollection; refused: string; retrying: string }>(
    entries
      .map(
        ([collection, { table, sentColumn }]) =>
          `SELECT '${collection}' AS collection, count(*) FILTER (WHERE failed_at IS NOT NULL) AS refused,
                  count(*) FILTER (WHERE failed_at IS NULL AND last_error IS NOT NULL) AS retrying
             FROM ${table} WHERE ${sentColumn} IS NULL`,
      )
      .join(' UNION ALL '),
  )
  const refused = await pool.query<{ collection: DeliveredCollection; id: number; title: string | null; last_error: string | null; failed_at: Date }>(
    `${entries
      .map(
        ([collection, { table, sentColumn, titleColumn }]) =>
          `(SELECT '${collection}' AS collection, id, ${titleColumn}::text AS title, last_error, failed_at
              FROM ${table} WHERE failed_at IS NOT NULL AND ${sentColumn} IS NULL ORDER BY failed_at DESC LIMIT $1)`,
      )
      .join(' UNION ALL ')} ORDER BY failed_at DESC LIMIT $1`,
    [limit],
  )
  return {
    counts: counts.rows.map((row) => ({ collection: row.collection, refused: Number(row.refused), retrying: Number(row.retrying) })),
    refused: refused.rows.map((row) => ({
      collection: row.collection,
      id: Number(row.id),
      title: row.title ?? '',
      lastError: row.last_error ?? '',
      failedAt: row.failed_at,
    })),
  }
}

const FORWARDED: readonly ForwardedCollection[] = ['subscriptions', 'form-submissions']

/**
 * The stored rows the start-up sweep considers (lib/forms/forwarding decides which go): every subscription and form
 * submission not sent and not refused for good (subscriptions only once confirmed), with whether a forwarding
 * job for it is still pending (unfinished and not given up).
 */
export async function unforwardedRows(db: Pool | PoolClient): Promise<StoredRow[]> {
  // Each collection's pending row ids once, joined by hash: a correlated lookup per row read every pending job's input again.
  const selects = FORWARDED.map((collection) => {
    const { table, sentColumn, task, input } = DELIVERIES[collection]
    const target = collection === 'subscriptions' ? 'list' : 'form'
    return `SELECT '${collection}' AS collection, r.id, r.${target}::text AS target, r.confirmed_at IS NOT NULL AS confirmed,
                   r.${sentColumn} IS NOT NULL AS forwarded, r.failed_at IS NOT NULL AS failed, p.row_id IS NOT NULL AS queued
              FROM ${table} r
              LEFT JOIN (SELECT DISTINCT input->>'${input}' AS row_id FROM payload_jobs
                          WHERE completed_at IS NULL AND has_error IS NOT TRUE AND task_slug::text = '${task}') p ON p.row_id = r.id::text
             WHERE r.${sentColumn} IS NULL AND r.failed_at IS NULL${collection === 'subscriptions' ? ' AND r.confirmed_at IS NOT NULL' : ''}`
  })
  const result = await db.query<StoredRow>(`${selects.join(' UNION ALL ')} ORDER BY id`)
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }))
}

/** The session lock one runner's sweep holds (any fixed number; "ostr"), so two runners starting together never queue a row twice. */
const SWEEP_LOCK = 0x6f737472

/**
 * On a job runner's start: queues a forward for every stored row that may go now and has no job (stored while its
 * service was unconfigured, or whose job ended while it was): lib/forms/forwarding rowsToForward decides which. Run again,
 * it finds each one queued and queues nothing. While another runner sweeps (the session lock), this one leaves it
 * to that one. Answers how many it queued (undefined: another runner is sweeping).
 */
export async function queueUnforwardedRows(payload: Payload, queue: string, services: ForwardServices): Promise<number | undefined> {
  const client = await primaryPool(payload).connect()
  let broken: Error | undefined
  try {
    const lock = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [SWEEP_LOCK])
    if (!lock.rows[0]?.locked) return undefined
    try {
      const chosen = rowsToForward(await unforwardedRows(client), services)
      for (const { collection, id } of chosen) {
        const { task, input } = DELIVERIES[collection]
        await payload.jobs.queue({ task, input: { [input]: id } as never, queue })
      }
      return chosen.length
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SWEEP_LOCK])
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error))
    throw error
  } finally {
    // A connection that failed mid-way is closed, not pooled: its session (and any lock it still held) ends with it.
    client.release(broken)
  }
}
