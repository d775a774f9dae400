/**
 * Every write of what a visitor submits, and the reads its endpoints make: stored in PostgreSQL first, and
 * the job that delivers it queued in the same transaction (the row and its job land together or not at
 * all). The endpoints (src/api) validate, call these, and answer.
 */
import { getTableName } from '@payloadcms/db-postgres/drizzle'
import type { PgColumn } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload, PayloadRequest } from 'payload'

import type { AbuseReport, CompanyDomain, SignUpAttempt } from '@/payload-types'

import { bare, groupCommit, inTransaction, runSql, sql, tablesOf, type GroupCommit, type SQL } from '../db/data'
import { JOBS_QUEUE } from '../jobs'
import { CONFIRMATION_RESEND_HOURS, type ConfirmationTarget } from './doubleOptIn'
import { FORWARD_FORM_SUBMISSION } from './forwardFormSubmission'
import { FORWARD_SUBSCRIPTION } from './forwardSubscription'
import type { MarketingFormId } from './forms'
import { NOTIFY_ABUSE_REPORT } from './notifyAbuseReport'
import { SEND_CONFIRMATION } from './sendConfirmation'
import type { SubscriptionList } from './subscriptions'

export type SubmissionInput = { form: MarketingFormId; email: string; data: Record<string, unknown>; pageUri?: string }

/** A value cast to an enum column's type (`$1::enum_subscriptions_list`): unnest's arrays arrive as text. */
const asEnumOf = (column: PgColumn, value: SQL): SQL => sql`${value}::${sql.identifier(column.getSQLType())}`

type StoredSubmission = SubmissionInput & { confirm: boolean }

/**
 * Form submissions and their jobs (the confirmation e-mail, or the forward at once), a group of them in one statement:
 * each row and its job land together or not at all, as Payload's create and jobs.queue in one transaction did. Row ids
 * are drawn from the table's sequence first, so each submission is told its own id whatever order the rows are
 * written in. The endpoint validated the fields against the form's definition; the collection has no hooks.
 */
async function insertFormSubmissions(payload: Payload, items: StoredSubmission[]): Promise<number[]> {
  const { form_submissions: f, payload_jobs: j } = tablesOf(payload)
  const column = (pick: (item: StoredSubmission) => unknown) => sql.param(items.map(pick))
  const { rows } = await runSql<{ id: number }>(
    payload.db.pool,
    sql`WITH incoming AS (
          SELECT nextval(pg_get_serial_sequence(${getTableName(f)}, ${f.id.name}))::int AS id, form, email, data, page_uri, confirm, n
            FROM unnest(${column((i) => i.form)}::text[], ${column((i) => i.email)}::text[], ${column((i) => JSON.stringify(i.data))}::jsonb[],
                        ${column((i) => i.pageUri ?? null)}::text[], ${column((i) => i.confirm)}::boolean[])
                 WITH ORDINALITY AS x(form, email, data, page_uri, confirm, n)),
        stored AS (
          INSERT INTO ${f} (${bare(f.id)}, ${bare(f.form)}, ${bare(f.email)}, ${bare(f.data)}, ${bare(f.pageUri)})
          SELECT id, ${asEnumOf(f.form, sql`form`)}, email, data, page_uri FROM incoming),
        queued AS (
          INSERT INTO ${j} (${bare(j.input)}, ${bare(j.taskSlug)}, ${bare(j.queue)})
          SELECT CASE WHEN confirm THEN jsonb_build_object('kind', 'form', 'id', id) ELSE jsonb_build_object('submission', id) END,
                 ${asEnumOf(j.taskSlug, sql`CASE WHEN confirm THEN ${SEND_CONFIRMATION} ELSE ${FORWARD_FORM_SUBMISSION} END`)}, ${JOBS_QUEUE}
            FROM incoming)
      SELECT id FROM incoming ORDER BY n`,
  )
  return rows.map((row) => Number(row.id))
}

/** One group commit per Payload instance (the server has one; a test may start another). */
function perPayload<Item, Result>(write: (payload: Payload, items: Item[]) => Promise<Result[]>): (payload: Payload) => GroupCommit<Item, Result> {
  const writers = new WeakMap<Payload, GroupCommit<Item, Result>>()
  return (payload) => {
    let writer = writers.get(payload)
    if (!writer) writers.set(payload, (writer = groupCommit((items) => write(payload, items))))
    return writer
  }
}

const formSubmissionWrites = perPayload(insertFormSubmissions)

/** A marketing form's submission: its confirmation e-mail queued (double opt-in), or its forward at once. */
export async function storeFormSubmission(req: PayloadRequest, input: SubmissionInput, confirm: boolean): Promise<{ id: number }> {
  return { id: await formSubmissionWrites(req.payload).add({ ...input, confirm }) }
}

export type AbuseReportInput = Omit<AbuseReport, 'id' | 'status' | 'createdAt' | 'updatedAt' | 'evidenceLinks'> & { evidenceLinks: string[] }

/** An abuse report, with the job that notifies the abuse desk. */
export async function storeAbuseReport(req: PayloadRequest, { evidenceLinks, ...fields }: AbuseReportInput): Promise<{ id: number }> {
  return inTransaction(req, async () => {
    const row = await req.payload.create({
      collection: 'abuse-reports',
      data: { ...fields, evidenceLinks: evidenceLinks.map((url) => ({ url })), status: 'new' },
      overrideAccess: true,
      req,
    })
    await req.payload.jobs.queue({ task: NOTIFY_ABUSE_REPORT, input: { report: row.id }, queue: JOBS_QUEUE, req })
    return row
  })
}

async function existingSubscription(req: PayloadRequest, list: SubscriptionList, email: string) {
  const found = await req.payload.find({
    collection: 'subscriptions',
    where: { and: [{ list: { equals: list } }, { email: { equals: email } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0]
}

type NewSubscription = { list: SubscriptionList; email: string }

/**
 * New subscriptions and their confirmation jobs, a group of them in one statement (one commit): each row and its job
 * land together or not at all, as Payload's create and jobs.queue in one transaction did, at a fraction of the cost
 * per row (issue 34: sustained writes). The endpoint validated the address (zod) and the list is one of ours, which
 * is all Payload's create checked; the collection has no hooks. An address already on the list (or twice in one
 * group) is not inserted: its item answers undefined and `subscribe` treats it as a repeat.
 */
async function insertSubscriptions(payload: Payload, items: NewSubscription[]): Promise<(number | undefined)[]> {
  const { subscriptions: s, payload_jobs: j } = tablesOf(payload)
  const { rows } = await runSql<{ id: number; n: string }>(
    payload.db.pool,
    sql`WITH incoming AS (
          SELECT DISTINCT ON (list, email) list, email, n
            FROM unnest(${sql.param(items.map((i) => i.list))}::text[], ${sql.param(items.map((i) => i.email))}::text[]) WITH ORDINALITY AS x(list, email, n)
           ORDER BY list, email, n),
        stored AS (
          INSERT INTO ${s} (${bare(s.list)}, ${bare(s.email)})
          SELECT ${asEnumOf(s.list, sql`list`)}, email FROM incoming ORDER BY n
          ON CONFLICT (${bare(s.list)}, ${bare(s.email)}) DO NOTHING
          RETURNING ${s.id}, ${s.list}, ${s.email}),
        queued AS (
          INSERT INTO ${j} (${bare(j.input)}, ${bare(j.taskSlug)}, ${bare(j.queue)})
          SELECT jsonb_build_object('kind', 'subscription', 'id', stored.id), ${asEnumOf(j.taskSlug, sql`${SEND_CONFIRMATION}`)}, ${JOBS_QUEUE} FROM stored)
      SELECT stored.id, incoming.n FROM stored JOIN incoming ON incoming.list = stored.list::text AND incoming.email = stored.email`,
  )
  const idOf = new Map(rows.map((row) => [Number(row.n), Number(row.id)]))
  return items.map((_, i) => idOf.get(i + 1))
}

const subscriptionWrites = perPayload(insertSubscriptions)

/**
 * One subscription per list and address, its confirmation e-mail queued with it. For an address still
 * unconfirmed, a repeat queues a new link, at most once a day; a confirmed one is left as it is.
 */
export async function subscribe(req: PayloadRequest, list: SubscriptionList, email: string): Promise<{ id: number; created: boolean }> {
  const id = await subscriptionWrites(req.payload).add({ list, email })
  if (id !== undefined) return { id, created: true }
  const found = await existingSubscription(req, list, email)
  // Deleted by staff between the insert and this read: stored anew.
  if (!found) return subscribe(req, list, email)
  const stale = Date.now() - new Date(found.updatedAt).getTime() > CONFIRMATION_RESEND_HOURS * 60 * 60 * 1000
  if (!found.confirmedAt && stale) {
    // The first link may be lost or expired: a new one, no more than once a day per address and list.
    await inTransaction(req, async () => {
      await req.payload.update({ collection: 'subscriptions', id: found.id, data: { lastError: null }, overrideAccess: true, req })
      await req.payload.jobs.queue({ task: SEND_CONFIRMATION, input: { kind: 'subscription', id: found.id }, queue: JOBS_QUEUE, req })
    })
  }
  return { id: found.id, created: false }
}

/** The row a confirmation link names, if it still exists as it was when the link was made. */
export async function confirmationRow(req: PayloadRequest, target: ConfirmationTarget): Promise<{ confirmedAt?: string | null } | null> {
  if (target.kind === 'subscription') {
    const row = await req.payload.findByID({ collection: 'subscriptions', id: target.id, depth: 0, overrideAccess: true, req, disableErrors: true })
    return row && row.list === target.list ? row : null
  }
  const row = await req.payload.findByID({ collection: 'form-submissions', id: target.id, depth: 0, overrideAccess: true, req, disableErrors: true })
  return row && row.form === target.form ? row : null
}

/** Stamps the row confirmed and queues its forward (call inside the confirmation's transaction and lock). */
export async function markConfirmed(req: PayloadRequest, target: ConfirmationTarget): Promise<void> {
  const confirmedAt = new Date().toISOString()
  if (target.kind === 'subscription') {
    await req.payload.update({ collection: 'subscriptions', id: target.id, data: { confirmedAt }, overrideAccess: true, req })
    await req.payload.jobs.queue({ task: FORWARD_SUBSCRIPTION, input: { subscription: target.id }, queue: JOBS_QUEUE, req })
  } else {
    await req.payload.update({ collection: 'form-submissions', id: target.id, data: { confirmedAt }, overrideAccess: true, req })
    await req.payload.jobs.queue({ task: FORWARD_FORM_SUBMISSION, input: { submission: target.id }, queue: JOBS_QUEUE, req })
  }
}

export type SignUpAttemptInput = Omit<SignUpAttempt, 'id' | 'createdAt' | 'updatedAt'>

/** A sign-up attempt, stored before the portal is asked (its outcome is recorded with updateSignUpAttempt). */
export async function recordSignUpAttempt(req: PayloadRequest, data: SignUpAttemptInput): Promise<{ id: number }> {
  return req.payload.create({ collection: 'sign-up-attempts', data, overrideAccess: true, req })
}

export async function updateSignUpAttempt(req: PayloadRequest, id: number, data: Partial<SignUpAttemptInput>): Promise<void> {
  await req.payload.update({ collection: 'sign-up-attempts', id, data, overrideAccess: true, req })
}

/** The company domains stored for any of `candidates` (a domain and its parents). */
export async function companyDomains(req: PayloadRequest, candidates: string[]): Promise<CompanyDomain[]> {
  const found = await req.payload.find({
    collection: 'company-domains',
    where: { domain: { in: candidates } },
    depth: 0,
    limit: candidates.length,
    overrideAccess: true,
  })
  return found.docs
}
