/**
 * More than one server: two more app servers from the tested build, sharing
 * the test database and one Redis. The second reaches PostgreSQL through a
 * relay the fault test cuts and restores.
 */
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '@/api/errors'
import { SIGN_IN_FAILURES } from '@/api/signInLimit'
import { RedisRateLimiter } from '@/lib/requests/rateLimit'
import { DEFAULT_ADMIN } from '@/seed'

import { eventually, localApi, nextClient, signIn, unique } from './helpers'
import { startAppServer, startDatabaseRelay, startRedis, type Started } from '../../scripts/servers'

const REDIS_PORT = 6391
const PORT_A = 3111
const PORT_B = 3112

let redis: Started
let a: Started
let b: Started
let relay: Awaited<ReturnType<typeof startDatabaseRelay>>

beforeAll(async () => {
  const database = new URL(process.env.DATABASE_URL ?? '')
  redis = await startRedis(REDIS_PORT)
  relay = await startDatabaseRelay({ host: database.hostname, port: Number(database.port) })
  const viaRelay = new URL(database)
  viaRelay.port = String(relay.port)
  // Four POSTs per client per minute, counted across both servers.
  const shared = { REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: '4' }
  a = await startAppServer(PORT_A, { ...shared, SITE_URL: `http://127.0.0.1:${PORT_A}` })
  b = await startAppServer(PORT_B, { ...shared, SITE_URL: `http://127.0.0.1:${PORT_B}`, DATABASE_URL: viaRelay.toString() })
}, 240_000)

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await relay?.stop()
  await redis?.stop()
})

const text = async (url: string) => {
  const response = await fetch(url)
  return { status: response.status, body: await response.text() }
}

describe('two app servers sharing one PostgreSQL and one Redis', () => {
  it('shows a change published through one server on the other within seconds', { timeout: 90_000 }, async () => {
    const payload = await localApi()
    const slug = unique('shared-cache')
    const path = `/products/${slug}`
    // Published through A, as an editor would: its hooks add the path to the shared list of published paths.
    const session = await signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password, a.url)
    const created = await fetch(`${a.url}/api/pages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session },
      body: JSON.stringify({
        title: 'Shared cache',
        shell: 'full',
        family: 'products',
        slug,
        _status: 'published',
        layout: [{ blockType: 'hero', heading: 'Before the change' }],
      }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const page = ((await created.json()) as { doc: { id: number } }).doc
    try {
      // B renders the page once and caches it in Redis.
      expect(await eventually(async () => (await text(`${b.url}${path}`)).body.includes('Before the change'))).toBe(true)
      const cached = await fetch(`${b.url}${path}`)
      expect(cached.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/)
      // A serves the same entry without rendering it: the shared cache answers.
      const fromA = await fetch(`${a.url}${path}`)
      expect(fromA.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/)

      // An editor publishes through A's REST API; A's hooks expire the page in the shared cache.
      const update = await fetch(`${a.url}/api/pages/${page.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: session },
        body: JSON.stringify({ layout: [{ blockType: 'hero', heading: 'After the change' }], _status: 'published' }),
      })
      expect(update.status, await update.clone().text()).toBe(200)

      const started = Date.now()
      expect(await eventually(async () => (await text(`${b.url}${path}`)).body.includes('After the change'), 10_000), b.output()).toBe(true)
      expect(Date.now() - started).toBeLessThan(10_000)
    } finally {
      await payload.delete({ collection: 'pages', id: page.id, context: { disableRevalidate: true } })
    }
  })

  it('counts rate limits across both servers', async () => {
    const client = nextClient()
    const post = (server: Started) =>
      fetch(`${server.url}/api/validate-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: '{"email":"someone@example.com"}',
      })
    const statuses = []
    for (const server of [a, b, a, b]) statuses.push((await post(server)).status)
    expect(statuses).not.toContain(429)
    const limited = await post(b)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await post(a)).status).toBe(429)
  })

  it('counts failed sign-ins across both servers in Redis, concurrent ones included, and gives back a success', async () => {
    const client = nextClient()
    // Wrong passwords go to invented accounts: the seeded admin must not be locked for the other tests.
    const attempt = (server: Started, password: string) =>
      fetch(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ email: password === DEFAULT_ADMIN.password ? DEFAULT_ADMIN.email : `${unique('nobody')}@example.com`, password }),
      })
    // A right password is counted up front and given back (Redis's release script), so it leaves the full allowance.
    expect((await attempt(a, DEFAULT_ADMIN.password)).status).toBe(200)
    const statuses = await Promise.all(Array.from({ length: SIGN_IN_FAILURES.limit + 4 }, (_, i) => attempt(i % 2 ? a : b, `wrong-${i}`).then((r) => r.status)))
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_FAILURES.limit)
    expect(statuses.filter((status) => status === 429)).toHaveLength(4)
    // The limit holds for the right password too, on either server, until the window ends.
    expect((await attempt(b, DEFAULT_ADMIN.password)).status).toBe(429)
  })

  it('the shared limiter keeps one window per key in Redis, expiring with the window', async () => {
    const connection = createClient({ url: redis.url })
    await connection.connect()
    try {
      const limiter = new RedisRateLimiter(connection, undefined, 'test-limit:')
      const rule = { limit: 2, windowMs: 1500 }
      expect((await limiter.hit('k', rule)).allowed).toBe(true)
      expect(await limiter.hit('k', rule)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 })
      const refused = await limiter.hit('k', rule)
      expect(refused.allowed).toBe(false)
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1)
      expect(await connection.pTTL('test-limit:1500:k')).toBeGreaterThan(0)
      await new Promise((r) => setTimeout(r, 1600))
      expect((await limiter.hit('k', rule)).allowed).toBe(true)
    } finally {
      connection.destroy()
    }
  })
})

describe('PostgreSQL going away and coming back', () => {
  it(
    'serves cached pages and cached API answers, answers what needs the database with 503 JSON, and recovers without a restart',
    { timeout: 90_000 },
    async () => {
      const pages = ['/', '/products/voice-api', '/pricing/messaging']
      for (const path of pages) expect((await fetch(`${b.url}${path}`)).status).toBe(200)
      expect((await fetch(`${b.url}/api/resources?category=iot`)).status).toBe(200)

      await relay.cut()
      try {
        for (const path of pages) {
          const page = await text(`${b.url}${path}`)
          expect(page.status, path).toBe(200)
          expect(page.body).toContain('<main id="main"')
        }
        // An answer read before the outage comes from the data cache; a new query needs the database.
        expect((await fetch(`${b.url}/api/resources?category=iot`)).status).toBe(200)
        const api = await fetch(`${b.url}/api/resources?category=iot&q=${unique('outage')}`)
        expect(api.status).toBe(503)
        expect(api.headers.get('content-type')).toContain('application/json')
        expect(api.headers.get('retry-after')).toBe('5')
        const body = (await api.json()) as ApiErrorBody
        expect(body.error.code).toBe('unavailable')
        expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|at .*\.js/)
      } finally {
        await relay.restore()
      }

      // The same process, its pool reconnecting on its own.
      expect(await eventually(async () => (await fetch(`${b.url}/api/resources?category=iot&q=${unique('after')}`)).status === 200, 20_000), b.output()).toBe(
        true,
      )
      expect((await fetch(`${b.url}/`)).status).toBe(200)
    },
  )
})

describe('PostgreSQL hanging (connections accepted, nothing answered)', () => {
  it('answers what needs the database with 503 JSON in seconds, keeps serving cached pages, and recovers', { timeout: 90_000 }, async () => {
    expect((await fetch(`${b.url}/`)).status).toBe(200)
    relay.blackhole()
    try {
      const started = Date.now()
      const api = await fetch(`${b.url}/api/resources?category=iot&q=${unique('hang')}`)
      const waited = Date.now() - started
      expect(api.status).toBe(503)
      expect(((await api.json()) as ApiErrorBody).error.code).toBe('unavailable')
      // The configured limits are 3 s to connect and 4 s per query (DATABASE_*_TIMEOUT_MS); without
      // them this request waited for the TCP timeout, about two minutes.
      expect(waited).toBeLessThan(8_000)
      expect((await fetch(`${b.url}/`)).status).toBe(200)
    } finally {
      relay.release()
    }
    expect(await eventually(async () => (await fetch(`${b.url}/api/resources?category=iot&q=${unique('back')}`)).status === 200, 20_000), b.output()).toBe(true)
  })
})
