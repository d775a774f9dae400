import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '@/api/errors'
import { confirmationToken } from '@/lib/forms/doubleOptIn'
import { confirmationKey, DEVELOPMENT_SECRET } from '@/lib/secrets'

import { BASE_URL, localApi, nextClient, postJson, runWorker, unique } from './helpers'

const email = (prefix: string) => `${unique(prefix)}@example.com`

async function rows(list: string, address: string) {
  const payload = await localApi()
  return (await payload.find({ collection: 'subscriptions', where: { and: [{ list: { equals: list } }, { email: { equals: address } }] }, depth: 0 })).docs
}

/** What the link in the confirmation e-mail does (double opt-in; tests/api/relays.test.ts follows the e-mail itself). */
async function confirm(id: number, list: 'subprocessors' | 'release-notes') {
  const token = confirmationToken({ kind: 'subscription', id, list }, confirmationKey(process.env.PAYLOAD_SECRET ?? DEVELOPMENT_SECRET))
  // As the confirmation page's button does (opening the link alone confirms nothing: a mail scanner opens links).
  const confirmed = await postJson('/api/confirm', { token }, nextClient())
  expect(await confirmed.json()).toMatchObject({ confirmed: true, kind: 'subscription' })
}

describe('subscription endpoints', () => {
  it('stores a subscription and queues its confirmation e-mail (the forward waits for the link), and a repeat is a no-op', async () => {
    const address = email('Notes')
    const first = await postJson('/api/release-notes-subscription', { email: address }, nextClient())
    expect(first.status).toBe(202)
    expect(await first.json()).toEqual({ subscribed: false, confirmation: 'sent', list: 'release-notes' })
    const stored = await rows('release-notes', address.toLowerCase())
    expect(stored).toHaveLength(1)
    const payload = await localApi()
    const forwards = async () =>
      (
        await payload.find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: 'forwardSubscription' }, 'input.subscription': { equals: stored[0].id } },
          depth: 0,
        })
      ).docs
    const mails = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendConfirmation' }, 'input.kind': { equals: 'subscription' }, 'input.id': { equals: stored[0].id } },
      depth: 0,
    })
    expect(mails.docs).toHaveLength(1)
    expect(await forwards()).toHaveLength(0)
    await confirm(stored[0].id, 'release-notes')
    expect(await forwards()).toHaveLength(1)

    const again = await postJson('/api/release-notes-subscription', { email: `  ${address.toUpperCase()} ` }, nextClient())
    // The same answer as the first time: it tells nobody that this address is subscribed.
    expect(again.status).toBe(202)
    expect(await again.json()).toEqual({ subscribed: false, confirmation: 'sent', list: 'release-notes' })
    expect(await rows('release-notes', address.toLowerCase())).toHaveLength(1)
    // The other list is separate.
    expect((await postJson('/api/subprocessor-subscription', { email: address }, nextClient())).status).toBe(202)
  })

  it('answers 4xx JSON naming the problem', async () => {
    const missing = await postJson('/api/subprocessor-subscription', {}, nextClient())
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as ApiErrorBody).error).toMatchObject({ code: 'invalid_input', fields: [{ path: 'email' }] })
    const notEmail = await postJson('/api/subprocessor-subscription', { email: 'not-an-address' }, nextClient())
    expect(((await notEmail.json()) as ApiErrorBody).error.fields?.[0]).toEqual({ path: 'email', message: 'must be an e-mail address' })
    const malformed = await postJson('/api/subprocessor-subscription', '{"email": ', nextClient())
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as ApiErrorBody).error.code).toBe('malformed_json')
    const huge = await postJson('/api/subprocessor-subscription', { email: 'a@b.co', padding: 'x'.repeat(70 * 1024) }, nextClient())
    expect(huge.status).toBe(413)
    expect(((await huge.json()) as ApiErrorBody).error.code).toBe('payload_too_large')
  })

  it('is answered before Next’s router (src/api/frontDoor.ts): with its length, never cached, none of Next’s headers', async () => {
    for (const [body, status] of [
      [{ email: email('door') }, 202],
      [{ email: 'no' }, 400],
    ] as const) {
      const response = await postJson('/api/release-notes-subscription?utm_source=x', body, nextClient())
      expect(response.status).toBe(status)
      expect(response.headers.get('content-length')).toBe(String((await response.clone().arrayBuffer()).byteLength))
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('content-type')).toBe('application/json')
      // Next's router answers vary on its own request headers; the front door's security headers are there.
      expect(response.headers.get('vary')).toBeNull()
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
    // Other methods, and the path with a slash, are Next's as before (Payload: not found).
    expect((await fetch(`${BASE_URL}/api/release-notes-subscription`, { headers: { 'x-forwarded-for': nextClient() } })).status).toBe(404)
  })

  /** A raw request whose body is sent in chunks of `chunk`, `chunks` times, then ended or dropped. */
  function rawPost(path: string, chunk: string, chunks: number, end: 'end' | 'drop') {
    return new Promise<{ status?: number; body?: string; dropped?: boolean }>((resolve) => {
      const url = new URL(path, BASE_URL)
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
        },
        (response) => {
          let body = ''
          response.setEncoding('utf8').on('data', (text: string) => (body += text))
          response.on('end', () => resolve({ status: response.statusCode, body }))
        },
      )
      request.on('error', () => resolve({ dropped: true }))
      let sent = 0
      const next = () => {
        if (sent++ < chunks) return void request.write(chunk, next)
        if (end === 'end') request.end()
        else request.destroy()
      }
      next()
    })
  }

  it('cuts a chunked body off at 64 KB with 413, and stores nothing for a body its client drops halfway', async () => {
    const endless = await rawPost('/api/release-notes-subscription', `{"email":"${'x'.repeat(4000)}`, 40, 'end')
    expect(endless.status).toBe(413)
    expect((JSON.parse(endless.body ?? '{}') as ApiErrorBody).error.code).toBe('payload_too_large')
    const address = email('dropped')
    const dropped = await rawPost('/api/release-notes-subscription', `{"email":"${address}"`, 1, 'drop')
    expect(dropped.dropped).toBe(true)
    // The server is still there, and the address whose body never ended was not stored.
    expect((await postJson('/api/release-notes-subscription', { email: email('after') }, nextClient())).status).toBe(202)
    expect(await rows('release-notes', address.toLowerCase())).toHaveLength(0)
  })

  it('keeps one row per address under concurrency: 200 distinct → 200 rows, 50 identical → 1 row', async () => {
    const run = unique('burst')
    const distinct = await Promise.all(
      Array.from({ length: 200 }, (_, i) => postJson('/api/subprocessor-subscription', { email: `${run}-${i}@example.com` }, nextClient())),
    )
    expect(distinct.map((r) => r.status).filter((s) => s !== 202)).toEqual([])
    const payload = await localApi()
    const stored = await payload.count({ collection: 'subscriptions', where: { email: { like: `${run}-` } } })
    expect(stored.totalDocs).toBe(200)
    // Each row with its confirmation job, and no job twice (rows and jobs are stored in groups: lib/db/groupCommit).
    const ids = (await payload.find({ collection: 'subscriptions', where: { email: { like: `${run}-` } }, limit: 300, depth: 0 })).docs.map((d) => d.id)
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendConfirmation' }, 'input.kind': { equals: 'subscription' }, 'input.id': { in: ids } },
      limit: 500,
      depth: 0,
    })
    expect(jobs.docs.map((job) => (job.input as { id: number }).id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b))

    const same = `${run}-same@example.com`
    const repeated = await Promise.all(Array.from({ length: 50 }, () => postJson('/api/subprocessor-subscription', { email: same }, nextClient())))
    const statuses = repeated.map((r) => r.status)
    expect(statuses.every((s) => s === 202)).toBe(true)
    const [one] = await rows('subprocessors', same)
    expect(await rows('subprocessors', same)).toHaveLength(1)
    const mails = await payload.count({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendConfirmation' }, 'input.kind': { equals: 'subscription' }, 'input.id': { equals: one.id } },
    })
    expect(mails.totalDocs).toBe(1)
  })

  it('limits each client, answering 429 with Retry-After', async () => {
    const client = nextClient()
    const statuses: number[] = []
    let retryAfter: string | null = null
    for (let i = 0; i < 25; i++) {
      const response = await postJson('/api/subprocessor-subscription', { email: email('limited') }, client)
      statuses.push(response.status)
      if (response.status === 429) {
        retryAfter = response.headers.get('retry-after')
        expect(((await response.json()) as ApiErrorBody).error.code).toBe('rate_limited')
      }
    }
    expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true)
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true)
    expect(Number(retryAfter)).toBeGreaterThan(0)
    // Another client is unaffected.
    expect((await postJson('/api/subprocessor-subscription', { email: email('other') }, nextClient())).status).toBe(202)
  })
})

describe('forwarding a subscription to the marketing contacts API', () => {
  let upstream: Server
  let mode: 'fail' | 'hang' | 'ok' = 'fail'
  const received: { auth?: string; body: unknown }[] = []
  let env: Record<string, string> = {}

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = ''
      request.on('data', (chunk: Buffer) => (text += chunk.toString()))
      request.on('end', () => resolve(text))
    })

  beforeAll(async () => {
    upstream = createServer(async (request, response) => {
      const body = await readBody(request)
      if (mode === 'hang') return
      if (mode === 'fail') return void response.writeHead(500).end('{"errors":[{"message":"down"}]}')
      received.push({ auth: request.headers.authorization, body: JSON.parse(body) })
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"job_id":"x"}')
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()))
    env = {
      MARKETING_CONTACTS_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v3/marketing/contacts`,
      MARKETING_CONTACTS_API_KEY: 'test-key',
      MARKETING_LIST_SUBPROCESSORS: 'list-subprocessors',
      MARKETING_LIST_RELEASE_NOTES: 'list-release-notes',
      MARKETING_TIMEOUT_MS: '500',
    }
  })

  afterAll(() => upstream.close())

  // Three runs of the jobs worker (a separate process, as in production), each killed after 70 s with its output.
  it('keeps the record and the retry when the service fails or hangs, and delivers once it recovers', { timeout: 240_000 }, async () => {
    const payload = await localApi()
    const address = email('forward')
    expect((await postJson('/api/release-notes-subscription', { email: address }, nextClient())).status).toBe(202)
    const [row] = await rows('release-notes', address)
    await confirm(row.id, 'release-notes')
    const job = (await payload.find({ collection: 'payload-jobs', where: { 'input.subscription': { equals: row.id } }, depth: 0 })).docs[0]

    const attempt = async () => {
      const current = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })
      // Wait out the backoff the queue set after the previous failure.
      if (current.waitUntil) await new Promise((r) => setTimeout(r, Math.max(0, new Date(current.waitUntil as string).getTime() - Date.now() + 50)))
      const result = await runWorker([`--job=${job.id}`], env)
      expect(result.code, result.output).toBe(0)
      // A completed job is removed from the queue.
      return payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0, disableErrors: true })
    }

    mode = 'fail'
    let state = await attempt()
    expect(state?.completedAt).toBeFalsy()
    expect(state?.hasError).toBeFalsy()
    expect(state?.totalTried).toBe(1)
    expect((await rows('release-notes', address))[0].lastError).toBe('The contacts API answered 500')

    mode = 'hang'
    state = await attempt()
    expect(state?.completedAt).toBeFalsy()
    expect(state?.totalTried).toBe(2)
    expect((await rows('release-notes', address))[0].lastError).toBe('The contacts API did not answer within 500 ms')

    mode = 'ok'
    state = await attempt()
    expect(state === null || Boolean(state.completedAt)).toBe(true)
    const [delivered] = await rows('release-notes', address)
    expect(delivered.forwardedAt).toBeTruthy()
    expect(delivered.lastError).toBeFalsy()
    expect(received).toContainEqual({ auth: 'Bearer test-key', body: { list_ids: ['list-release-notes'], contacts: [{ email: address }] } })
  })
})
