/**
 * The jobs queue under faults, over HTTP against the production build: a
 * worker killed mid-delivery and two workers racing for what it left, a
 * database black-holed under a running worker, and the admin's "retry now".
 * Deliveries are counted at the fake marketing form service, which records an
 * Idempotency-Key once and marks repeats of it as replays.
 */
import { afterAll, describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '@/api/errors'
import { idempotencyKey } from '@/lib/forms/deliveries'
import { DEFAULT_ADMIN } from '@/seed'

import { BASE_URL, eventually, localApi, nextClient, postJson, runWorker, signIn, startWorker, unique, type RunningWorker } from './helpers'
import { startDatabaseRelay } from '../../scripts/servers'

const fakes = process.env.FAKE_SERVICES_URL as string
const FORM_PATH = '/marketing/forms/1234567/contact-sales-guid'
type Logged = { body: string; headers: Record<string, string | undefined>; replay?: boolean }

const setMode = (mode: Record<string, unknown>) => fetch(`${fakes}/__mode`, { method: 'POST', body: JSON.stringify(mode) })
const formLog = async () => (await (await fetch(`${fakes}/__log?path=${FORM_PATH}`)).json()) as Logged[]

async function submit(email: string): Promise<number> {
  const response = await postJson(
    '/api/forms/contact-sales',
    { firstName: 'Ada', lastName: 'Lovelace', email, company: 'Chaos Ltd', message: 'Call me', pageUri: 'http://localhost/contact-us' },
    nextClient(),
  )
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: number }).id
}

async function jobsFor(ids: number[]) {
  return (
    await (
      await localApi()
    ).find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'forwardFormSubmission' } }, { 'input.submission': { in: ids } }] },
      depth: 0,
      limit: 100,
    })
  ).docs
}

async function rowsOf(ids: number[]) {
  return (await (await localApi()).find({ collection: 'form-submissions', where: { id: { in: ids } }, depth: 0, limit: 100 })).docs
}

const workers: RunningWorker[] = []
afterAll(async () => {
  await setMode({ marketingForms: 'ok', marketingFormsDelayMs: 0 })
  for (const worker of workers) worker.kill('SIGKILL')
})

describe('a worker killed mid-delivery, then two workers at once', () => {
  it('delivers every row exactly once, counted at the service', { timeout: 240_000 }, async () => {
    const run = unique('chaos')
    const emails = Array.from({ length: 6 }, (_, n) => `${run}-${n}@example.com`)
    // Slow answers: the first worker is killed while one of these is in flight.
    await setMode({ marketingForms: 'ok', marketingFormsDelayMs: 3000 })
    const ids: number[] = []
    for (const email of emails) ids.push(await submit(email))
    expect(await jobsFor(ids)).toHaveLength(ids.length)

    const first = startWorker([], { JOBS_CONCURRENCY: '2' })
    workers.push(first)
    const inFlight = await eventually(async () => (await formLog()).some((entry) => emails.some((email) => entry.body.includes(email))), 90_000)
    expect(inFlight, first.output()).toBe(true)
    first.kill('SIGKILL')
    expect(await first.exited).toBe(null)

    // What the kill left: rows reserved and not stamped, among them one the service has taken (its answer never came).
    const arrivedBeforeKill = await formLog()
    const reserved = (await rowsOf(ids)).filter((row) => row.sendingSince && !row.forwardedAt).map((row) => row.email)
    const takenUnanswered = reserved.filter((email) => arrivedBeforeKill.some((entry) => entry.body.includes(email)))
    expect(takenUnanswered.length, first.output()).toBeGreaterThan(0)
    // A second job for one row as well: two jobs, one delivery.
    await (await localApi()).jobs.queue({ task: 'forwardFormSubmission', input: { submission: ids[0] }, queue: 'default' })

    const second = startWorker()
    const third = startWorker()
    workers.push(second, third)
    // Both take part: each has started its loop while rows are still waiting (the service answers slowly).
    const bothRunning = await eventually(async () => second.output().includes('[worker] running') && third.output().includes('[worker] running'), 120_000)
    expect(bothRunning, `${second.output()}\n---\n${third.output()}`).toBe(true)
    const allSent = await eventually(async () => (await rowsOf(ids)).every((row) => Boolean(row.forwardedAt)), 150_000)
    expect(allSent, `${second.output()}\n---\n${third.output()}`).toBe(true)
    expect(await eventually(async () => (await jobsFor(ids)).length === 0, 30_000)).toBe(true)
    second.kill('SIGTERM')
    third.kill('SIGTERM')
    expect(await second.exited, second.output()).toBe(0)
    expect(await third.exited, third.output()).toBe(0)

    const log = await formLog()
    for (const [n, email] of emails.entries()) {
      const arrived = log.filter((entry) => entry.body.includes(email))
      // Recorded once at the service; every attempt carried the row's one key.
      expect(
        arrived.filter((entry) => !entry.replay),
        email,
      ).toHaveLength(1)
      expect(new Set(arrived.map((entry) => entry.headers['idempotency-key'])), email).toEqual(new Set([idempotencyKey('form-submissions', ids[n])]))
    }
    // The row in flight at the kill was sent again after its reservation ran out, and recognised as a repeat.
    for (const email of takenUnanswered) expect(log.filter((entry) => entry.body.includes(email) && entry.replay).length, email).toBeGreaterThan(0)
    // Nothing else went twice: only rows reserved by the killed worker were ever sent more than once.
    const repeated = emails.filter((email) => log.filter((entry) => entry.body.includes(email)).length > 1)
    expect(repeated.filter((email) => !reserved.includes(email))).toEqual([])
  })
})

describe('a worker while the database is black-holed', () => {
  it('logs, waits, keeps going, and delivers once the database is back', { timeout: 180_000 }, async () => {
    const database = new URL(process.env.DATABASE_URL ?? '')
    const relay = await startDatabaseRelay({ host: database.hostname, port: Number(database.port) })
    const viaRelay = new URL(database)
    viaRelay.port = String(relay.port)
    try {
      const worker = startWorker([], { DATABASE_URL: viaRelay.toString() })
      workers.push(worker)
      // Up and polling: now the database stops answering.
      expect(await eventually(async () => worker.output().includes('worker: started'), 90_000), worker.output()).toBe(true)
      relay.blackhole()
      expect(await eventually(async () => worker.output().includes('cannot claim jobs'), 60_000), worker.output()).toBe(true)
      // Still alive well after the first error.
      await new Promise((r) => setTimeout(r, 5000))
      const exitedEarly = await Promise.race([worker.exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 100))])
      expect(exitedEarly, worker.output()).toBe(false)

      relay.release()
      const id = await submit(`${unique('after-outage')}@example.com`)
      expect(await eventually(async () => Boolean((await rowsOf([id]))[0]?.forwardedAt), 60_000), worker.output()).toBe(true)
      worker.kill('SIGTERM')
      expect(await worker.exited, worker.output()).toBe(0)
    } finally {
      relay.release()
      await relay.stop()
    }
  })
})

describe('POST /api/deliveries/retry (the admin\'s "Retry now")', () => {
  const retry = (body: unknown, cookie?: string) =>
    fetch(`${BASE_URL}/api/deliveries/retry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient(), ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    })

  it('shows a failing delivery with its error, makes it due at once, and never resends a delivered row', { timeout: 120_000 }, async () => {
    const payload = await localApi()
    const id = await submit(`${unique('retry')}@example.com`)
    const [job] = await jobsFor([id])
    await setMode({ marketingForms: 'fail', marketingFormsDelayMs: 0 })
    const failed = await runWorker([`--job=${job.id}`])
    expect(failed.code, failed.output).toBe(0)
    const row = (await rowsOf([id]))[0]
    expect(row.forwardedAt).toBeFalsy()
    expect(row.lastError).toBe('The marketing service answered 500')
    expect(row.sendingSince).toBeFalsy()
    // Failing, not given up: still queued, with a wait before the next attempt. Pushed far out, as after many failures.
    const queued = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })
    expect(queued.hasError).toBeFalsy()
    expect(new Date(queued.waitUntil as string).getTime()).toBeGreaterThan(Date.now() - 1000)
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { waitUntil: new Date(Date.now() + 3_600_000).toISOString() } })

    expect((await retry({ collection: 'form-submissions', id })).status).toBe(401)
    const session = await signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
    const invalid = await retry({ collection: 'pages', id: 'x' }, session)
    expect(invalid.status).toBe(400)
    expect(((await invalid.json()) as ApiErrorBody).error.fields?.map((f) => f.path).sort()).toEqual(['collection', 'id'])
    expect((await retry({ collection: 'form-submissions', id: 999_999_999 }, session)).status).toBe(404)

    const retried = await retry({ collection: 'form-submissions', id }, session)
    expect(retried.status).toBe(200)
    expect(await retried.json()).toEqual({ retried: true, jobs: [job.id], queued: false })
    expect((await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })).waitUntil).toBeFalsy()

    // Due now: a plain round of the worker (not --job) takes it.
    await setMode({ marketingForms: 'ok' })
    const round = await runWorker(['--once'])
    expect(round.code, round.output).toBe(0)
    expect((await rowsOf([id]))[0].forwardedAt, round.output).toBeTruthy()
    const again = await retry({ collection: 'form-submissions', id }, session)
    expect(again.status).toBe(409)
    expect(((await again.json()) as ApiErrorBody).error.code).toBe('conflict')
    // At the service: the refused attempt and the one that went, both with the row's key; none since.
    const attempts = (await formLog()).filter((entry) => entry.headers['idempotency-key'] === idempotencyKey('form-submissions', id))
    expect(attempts.map((entry) => entry.replay)).toEqual([false, false])
    expect((await jobsFor([id])).length).toBe(0)
  })
})
