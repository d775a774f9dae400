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
 *
 * Every statement names Payload's tables and columns through its Drizzle schema (lib/db/schema.ts), so a
 * renamed field fails the type-check.
 */
import type { PgColumn, PgTable } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'

import { bare, runSql, sql, tablesOf, type SQL, type Tables } from '../db/data'
import { DELIVERIES, rowsToForward, type DeliveredCollection, type ForwardedCollection, type ForwardServices, type StoredRow } from '../forms'

/** The primary's pool (read replicas never see a claim) and Payload's tables. */
export type JobStore = { pool: Pool; tables: Tables }

export const primaryStore = (payload: Payload): JobStore => ({ pool: payload.db.pool, tables: tablesOf(payload) })

/** What every delivered row's table holds beside its own fields: the type-check refuses a table without them. */
type Bookkept = PgTable & { id: PgColumn; sendingSince: PgColumn; lastError: PgColumn; failedAt: PgColumn }
type DeliveryTable = { table: Bookkept; sent: PgColumn; title: PgColumn }

const delivery = <T extends Bookkept>(table: T, sent: PgColumn, title: PgColumn): DeliveryTable => ({ table, sent, title })

/** Where each delivered collection's rows live: the column that says a row went, and the one that names it in a list. */
function deliveryTables(t: Tables): Record<DeliveredCollection, DeliveryTable> {
  return {
    'form-submissions': delivery(t.form_submissions, t.form_submissions.forwardedAt, t.form_submissions.email),
    subscriptions: delivery(t.subscriptions, t.subscriptions.forwardedAt, t.subscriptions.email),
    'abuse-reports': delivery(t.abuse_reports, t.abuse_reports.notifiedAt, t.abuse_reports.resource),
    // A demo call has gone when the service gave it an id.
    'voice-ai-setups': delivery(t.voice_ai_setups, t.voice_ai_setups.callId, t.voice_ai_setups.email),
  }
}

export type ClaimOptions = {
  queue: string
  limit: number
  leaseSeconds: number
  /** Only these jobs, whenever they are due and even after a final error (an operator running them now). */
  ids?: number[]
}

/** Claims up to `limit` due jobs for this worker and answers their ids; a job is never handed to two live workers. */
export async function claimJobs({ pool, tables }: JobStore, { queue, limit, leaseSeconds, ids }: ClaimOptions): Promise<number[]> {
  const j = tables.payload_jobs
  const chosen = ids ? sql`${j.id} = ANY(${sql.param(ids)}::int[])` : sql`(${j.waitUntil} IS NULL OR ${j.waitUntil} <= now()) AND ${j.hasError} IS NOT TRUE`
  const result = await runSql<{ id: number }>(
    pool,
    sql`UPDATE ${j} SET ${bare(j.processing)} = true, ${bare(j.updatedAt)} = now()
      WHERE ${j.id} IN (
        SELECT ${j.id} FROM ${j}
         WHERE ${j.completedAt} IS NULL AND ${j.queue} = ${queue} AND ${chosen}
           AND (${j.processing} IS NOT TRUE OR ${j.updatedAt} < now() - make_interval(secs => ${leaseSeconds}))
         ORDER BY ${j.createdAt}, ${j.id}
         LIMIT ${limit}
         FOR UPDATE SKIP LOCKED)
      RETURNING ${j.id}`,
  )
  return result.rows.map((row) => Number(row.id))
}

/** Renews the leases of the jobs this worker is running. */
export async function renewLeases({ pool, tables }: JobStore, ids: number[]): Promise<void> {
  const j = tables.payload_jobs
  if (ids.length) await runSql(pool, sql`UPDATE ${j} SET ${bare(j.updatedAt)} = now() WHERE ${j.id} = ANY(${sql.param(ids)}::int[]) AND ${j.processing}`)
}

export type RowClaim = 'claimed' | 'sent' | 'busy' | 'failed' | 'missing'

/**
 * Reserves one stored row for sending (`sending_since`), unless it has been
 * sent, was refused for good (`failed_at`: it waits for a "Retry now"), or
 * another worker's reservation is younger than the lease: of two jobs for one
 * row, one sends and the other finds it sent. A reservation whose worker died
 * before recording the outcome runs out with the lease.
 */
export async function claimRow({ pool, tables }: JobStore, collection: DeliveredCollection, id: number, leaseSeconds: number): Promise<RowClaim> {
  const { table: r, sent } = deliveryTables(tables)[collection]
  const claimed = await runSql(
    pool,
    sql`UPDATE ${r} SET ${bare(r.sendingSince)} = now() WHERE ${r.id} = ${id} AND ${sent} IS NULL AND ${r.failedAt} IS NULL
        AND (${r.sendingSince} IS NULL OR ${r.sendingSince} < now() - make_interval(secs => ${leaseSeconds})) RETURNING ${r.id}`,
  )
  if (claimed.rowCount) return 'claimed'
  const state = await runSql<{ sent: boolean; failed: boolean }>(
    pool,
    sql`SELECT ${sent} IS NOT NULL AS sent, ${r.failedAt} IS NOT NULL AS failed FROM ${r} WHERE ${r.id} = ${id}`,
  )
  if (!state.rows.length) return 'missing'
  return state.rows[0].sent ? 'sent' : state.rows[0].failed ? 'failed' : 'busy'
}

/** Records a send that failed: the reservation is given back and the reason shown on the row. */
export async function releaseRow({ pool, tables }: JobStore, collection: DeliveredCollection, id: number, error: string): Promise<void> {
  const { table: r } = deliveryTables(tables)[collection]
  await runSql(pool, sql`UPDATE ${r} SET ${bare(r.sendingSince)} = NULL, ${bare(r.lastError)} = ${error} WHERE ${r.id} = ${id}`)
}

/**
 * Records a send the service refused for good (lib/integrations, refusedForGood): the reservation given
 * back, the reason shown, and `failed_at` set, so no job sends it again until someone asks (retryDeliveryNow).
 */
export async function failRow({ pool, tables }: JobStore, collection: DeliveredCollection, id: number, error: string): Promise<void> {
  const { table: r } = deliveryTables(tables)[collection]
  await runSql(pool, sql`UPDATE ${r} SET ${bare(r.sendingSince)} = NULL, ${bare(r.lastError)} = ${error}, ${bare(r.failedAt)} = now() WHERE ${r.id} = ${id}`)
}

/** Records a send that went: stamped (when, or the service's id for it) and the error cleared, in one statement. */
export async function stampRow({ pool, tables }: JobStore, collection: DeliveredCollection, id: number, sentValue?: string): Promise<void> {
  const { table: r, sent } = deliveryTables(tables)[collection]
  const cleared = sql`${bare(r.sendingSince)} = NULL, ${bare(r.lastError)} = NULL, ${bare(r.failedAt)} = NULL`
  if (collection === 'voice-ai-setups') {
    const v = tables.voice_ai_setups
    await runSql(pool, sql`UPDATE ${v} SET ${bare(v.callId)} = ${sentValue ?? ''}, ${bare(v.status)} = 'started', ${cleared} WHERE ${v.id} = ${id}`)
  } else {
    await runSql(pool, sql`UPDATE ${r} SET ${bare(sent)} = COALESCE(${sent}, now()), ${cleared} WHERE ${r.id} = ${id}`)
  }
}

export type RetryOutcome = { jobs: number[]; queued: boolean; sent: boolean }

/** The unfinished jobs delivering one row (their task, and the row's id in their input). */
const jobsFor = (j: Tables['payload_jobs'], task: string, input: string, id: number): SQL =>
  sql`${j.completedAt} IS NULL AND ${j.taskSlug} = ${task} AND ${j.input}->>${input} = ${String(id)}`

/**
 * "Retry now" for one row: a refusal for good is lifted (the setting was
 * fixed), its unfinished delivery jobs become due at once (backoff and a
 * final error cleared), and a row with none left that is still unsent (a
 * refused row's job has finished) gets a new job; a row already sent is left alone.
 */
export async function retryDeliveryNow(payload: Payload, collection: DeliveredCollection, id: number, queue: string): Promise<RetryOutcome | undefined> {
  const { pool, tables } = primaryStore(payload)
  const { table: r, sent } = deliveryTables(tables)[collection]
  const { task, input } = DELIVERIES[collection]
  const j = tables.payload_jobs
  // One statement: the row is lifted out of "failed" only while unsent; its last error stays shown until the next attempt.
  const row = await runSql<{ sent: boolean }>(
    pool,
    sql`UPDATE ${r} SET ${bare(r.failedAt)} = CASE WHEN ${sent} IS NULL THEN NULL ELSE ${r.failedAt} END WHERE ${r.id} = ${id} RETURNING ${sent} IS NOT NULL AS sent`,
  )
  if (!row.rows.length) return undefined
  if (row.rows[0].sent) return { jobs: [], queued: false, sent: true }
  const due = await runSql<{ id: number }>(
    pool,
    sql`UPDATE ${j} SET ${bare(j.waitUntil)} = NULL, ${bare(j.hasError)} = false, ${bare(j.updatedAt)} = now()
      WHERE ${jobsFor(j, task, input, id)} AND ${j.processing} IS NOT TRUE RETURNING ${j.id}`,
  )
  if (due.rowCount) return { jobs: due.rows.map((found) => Number(found.id)), queued: false, sent: false }
  // A job running right now keeps going; otherwise there is none left (cancelled or deleted): queue one.
  const running = await runSql(pool, sql`SELECT 1 FROM ${j} WHERE ${jobsFor(j, task, input, id)}`)
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
export async function deliveryOverview({ pool, tables }: JobStore, limit: number): Promise<{ counts: DeliveryCounts[]; refused: RefusedRow[] }> {
  const entries = Object.entries(deliveryTables(tables)) as [DeliveredCollection, DeliveryTable][]
  const counts = await runSql<{ collection: DeliveredCollection; refused: string; retrying: string }>(
    pool,
    sql.join(
      entries.map(
        ([collection, { table: r, sent }]) =>
          sql`SELECT ${collection}::text AS collection, count(*) FILTER (WHERE ${r.failedAt} IS NOT NULL) AS refused,
                  count(*) FILTER (WHERE ${r.failedAt} IS NULL AND ${r.lastError} IS NOT NULL) AS retrying
             FROM ${r} WHERE ${sent} IS NULL`,
      ),
      sql` UNION ALL `,
    ),
  )
  const refused = await runSql<{ collection: DeliveredCollection; id: number; title: string | null; last_error: string | null; failed_at: Date }>(
    pool,
    sql`${sql.join(
      entries.map(
        ([collection, { table: r, sent, title }]) =>
          sql`(SELECT ${collection}::text AS collection, ${r.id} AS id, ${title}::text AS title, ${r.lastError} AS last_error, ${r.failedAt} AS failed_at
              FROM ${r} WHERE ${r.failedAt} IS NOT NULL AND ${sent} IS NULL ORDER BY ${r.failedAt} DESC LIMIT ${limit})`,
      ),
      sql` UNION ALL `,
    )} ORDER BY failed_at DESC LIMIT ${limit}`,
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

/**
 * The stored rows the start-up sweep considers (lib/forms/forwarding decides which go): every subscription and form
 * submission not sent and not refused for good (subscriptions only once confirmed), with whether a forwarding
 * job for it is still pending (unfinished and not given up).
 */
export async function unforwardedRows(db: Pool | PoolClient, tables: Tables): Promise<StoredRow[]> {
  const j = tables.payload_jobs
  const forwarded: { collection: ForwardedCollection; table: typeof tables.subscriptions | typeof tables.form_submissions; target: PgColumn }[] = [
    { collection: 'subscriptions', table: tables.subscriptions, target: tables.subscriptions.list },
    { collection: 'form-submissions', table: tables.form_submissions, target: tables.form_submissions.form },
  ]
  // Each collection's pending row ids once, joined by hash: a correlated lookup per row read every pending job's input again.
  const selects = forwarded.map(({ collection, table: r, target }) => {
    const { task, input } = DELIVERIES[collection]
    return sql`SELECT ${collection}::text AS collection, ${r.id} AS id, ${target}::text AS target, ${r.confirmedAt} IS NOT NULL AS confirmed,
                   ${r.forwardedAt} IS NOT NULL AS forwarded, ${r.failedAt} IS NOT NULL AS failed, pending.row_id IS NOT NULL AS queued
              FROM ${r}
              LEFT JOIN (SELECT DISTINCT ${j.input}->>${input} AS row_id FROM ${j}
                          WHERE ${j.completedAt} IS NULL AND ${j.hasError} IS NOT TRUE AND ${j.taskSlug}::text = ${task}) pending ON pending.row_id = ${r.id}::text
             WHERE ${r.forwardedAt} IS NULL AND ${r.failedAt} IS NULL${collection === 'subscriptions' ? sql` AND ${r.confirmedAt} IS NOT NULL` : sql``}`
  })
  const result = await runSql<StoredRow>(db, sql`${sql.join(selects, sql` UNION ALL `)} ORDER BY id`)
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
  const { pool, tables } = primaryStore(payload)
  const client = await pool.connect()
  let broken: Error | undefined
  try {
    const lock = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [SWEEP_LOCK])
    if (!lock.rows[0]?.locked) return undefined
    try {
      const chosen = rowsToForward(await unforwardedRows(client, tables), services)
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
