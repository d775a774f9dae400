/**
 * The front door's replay of a cached page (scripts/client-address.cjs): what it keeps, for whom, and for how long.
 * Loading the preload installs it in this test's own process, in front of the server below, which answers as Next
 * does for a page in its cache.
 */
import http from 'node:http'
import { gunzipSync, gzipSync } from 'node:zlib'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PAGE_GENERATION } from '../../page-cache-handler.mjs'
import { RELEASE_PREVIEW_COOKIE, DRAFT_MODE_COOKIE, SESSION_COOKIE } from '@/lib/pages/previewAddress'
import { SIGNED_ID_COOKIE } from '@/lib/tracking/signedId'
import { VARIANT_COOKIE_VALUE, variantCookieName } from '@/lib/pages/variants'
import { PASSED_ENCODING_HEADER, PASSED_LENGTH_HEADER } from '@/lib/pages/nextRouting'

type Answer = { status: number; headers: Record<string, string | string[]>; body: Buffer }
type Cache = {
  get: (key: string, generation: number) => Answer | undefined
  set: (key: string, generation: number, status: number, headers: Record<string, string>, body: Buffer) => void
  size: number
}
const preload = createRequire(import.meta.url)('../../scripts/client-address.cjs') as {
  replayKey: (request: { method: string; url: string; headers: Record<string, string> }) => string | undefined
  replayable: (status: number, headers: Record<string, string | undefined>) => boolean
  replayCache: (options: { maxBytes?: number; ttlMs?: number; now?: () => number }) => Cache
  ROUTING_COOKIE: RegExp
  PAGE_GENERATION: symbol
  PASSED_ENCODING_HEADER: string
  PASSED_LENGTH_HEADER: string
}

const generation = () => (globalThis as unknown as Record<symbol, { count: number }>)[PAGE_GENERATION]

describe('which requests may get a replayed page', () => {
  const key = (url: string, headers: Record<string, string> = {}, method = 'GET') => preload.replayKey({ method, url, headers })

  it('a page’s GET or HEAD, kept apart by address and Accept-Encoding', () => {
    expect(key('/pricing')).toBe(key('/pricing', {}, 'HEAD'))
    expect(key('/pricing', { 'accept-encoding': 'gzip, br' })).not.toBe(key('/pricing', { 'accept-encoding': 'gzip' }))
    expect(key('/pricing?locale=en-gb')).not.toBe(key('/pricing'))
    expect(key('/pricing', {}, 'POST')).toBeUndefined()
    // A made-up Accept-Encoding as long as a page would make every key a new one: not kept.
    expect(key('/pricing', { 'accept-encoding': `gzip, ${'x'.repeat(200)}` })).toBeUndefined()
  })

  it('never the API, the admin, the build’s files, or the router’s own requests', () => {
    for (const url of ['/api/pages', '/admin', '/admin/collections/pages', '/_next/static/chunks/a.js', '/pricing?_rsc=1x'])
      expect(key(url), url).toBeUndefined()
    for (const header of [
      'rsc',
      'next-router-prefetch',
      'next-router-segment-prefetch',
      'next-router-state-tree',
      'next-url',
      'next-action',
      'range',
      'authorization',
    ])
      expect(key('/pricing', { [header]: '1' }), header).toBeUndefined()
    for (const header of ['x-middleware-subrequest', 'x-now-route-matches', 'x-matched-path', 'x-invoke-path', 'x-nextjs-data', 'next-router-foo'])
      expect(key('/pricing', { [header]: '1' }), header).toBeUndefined()
    expect(key('/pricing', { 'user-agent': 'Mozilla/5.0', accept: 'text/html', 'x-forwarded-for': '203.0.113.9' })).toBeDefined()
  })

  it('never with a cookie Next’s routing reads for a draft, a release or a session; analytics cookies change nothing', () => {
    for (const name of [variantCookieName('/'), variantCookieName('/products/voice-api')]) expect(preload.ROUTING_COOKIE.test(name), name).toBe(true)
    for (const name of [DRAFT_MODE_COOKIE, SESSION_COOKIE, RELEASE_PREVIEW_COOKIE]) {
      expect(preload.ROUTING_COOKIE.test(name), name).toBe(true)
      expect(key('/pricing', { cookie: `ajs_anonymous_id=1; ${name}=x` }), name).toBeUndefined()
      // Not even beside a variant, which alone would be kept apart.
      expect(key('/pricing', { cookie: `${variantCookieName('/pricing')}=pricing-hero.1; ${name}=x` }), name).toBeUndefined()
    }
    for (const name of [SIGNED_ID_COOKIE, 'ajs_anonymous_id', 'ajs_user_id', 'consent']) expect(key('/pricing', { cookie: `${name}=x` }), name).toBeDefined()
  })

  it('a returning visitor’s variant cookie keeps their page apart, by its value, as Next’s routing does', () => {
    const cookie = variantCookieName('/pricing')
    const b = key('/pricing', { cookie: `ajs_anonymous_id=1; ${cookie}=pricing-hero.1` })
    expect(b).toBeDefined()
    expect(b).not.toBe(key('/pricing'))
    expect(b).not.toBe(key('/pricing', { cookie: `${cookie}=pricing-hero.0` }))
    // Other cookies around it change nothing.
    expect(key('/pricing', { cookie: `${cookie}=pricing-hero.1; ajs_anonymous_id=2; consent=all` })).toBe(b)
    // The longest value the chooser writes (eight experiments, each key of 64 characters) is kept apart too.
    const longest = Array.from({ length: 8 }, (_, i) => `${String(i).repeat(64)}.3`).join('~')
    expect(new RegExp(`^(?:${VARIANT_COOKIE_VALUE})$`).test(longest)).toBe(true)
    expect(key('/pricing', { cookie: `${cookie}=${longest}` })).toBeDefined()
    // A value no chooser writes goes to Next: quoted, spaced, escaped, or longer than any.
    for (const value of ['"pricing-hero.1"', 'a b', 'a%20b', 'x'.repeat(601), ''])
      expect(key('/pricing', { cookie: `${cookie}=${value}` }), value).toBeUndefined()
    // A name of the prefix that is no depth's cookie goes to Next too.
    expect(key('/pricing', { cookie: 'ostra_v12=pricing-hero.1' })).toBeUndefined()
  })

  it('keeps only a page from Next’s cache that every such request gets', () => {
    const page = { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=60, stale-while-revalidate=31535940' }
    expect(preload.replayable(200, page)).toBe(true)
    expect(preload.replayable(404, page)).toBe(false)
    expect(preload.replayable(200, { ...page, 'x-nextjs-cache': 'MISS' })).toBe(false)
    expect(preload.replayable(200, { ...page, 'x-nextjs-cache': 'STALE' })).toBe(false)
    expect(preload.replayable(200, { ...page, 'set-cookie': 'a=b' })).toBe(false)
    expect(preload.replayable(200, { ...page, 'x-accel-expires': '0' })).toBe(false)
    expect(preload.replayable(200, { ...page, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })).toBe(false)
  })
})

describe('the replayed answers', () => {
  it('last REPLAY_MS, and only under the count they were recorded at', () => {
    let now = 0
    const cache = preload.replayCache({ ttlMs: 1_000, now: () => now })
    cache.set('a', 1, 200, {}, Buffer.from('one'))
    expect(cache.get('a', 1)?.body.toString()).toBe('one')
    expect(cache.get('a', 2)).toBeUndefined()
    // Dropped, not kept for the old count.
    expect(cache.get('a', 1)).toBeUndefined()
    cache.set('a', 2, 200, {}, Buffer.from('two'))
    now = 1_001
    expect(cache.get('a', 2)).toBeUndefined()
  })

  it('stay within their bytes, the least recently used going first', () => {
    const cache = preload.replayCache({ maxBytes: 10 })
    cache.set('a', 1, 200, {}, Buffer.alloc(4))
    cache.set('b', 1, 200, {}, Buffer.alloc(4))
    cache.get('a', 1)
    cache.set('c', 1, 200, {}, Buffer.alloc(4))
    expect(cache.size).toBe(2)
    expect(cache.get('b', 1)).toBeUndefined()
    expect(cache.get('a', 1)).toBeDefined()
  })
})

describe('in front of a server that answers as Next does', () => {
  let server: http.Server
  let base: string
  const runs = new Map<string, number>()
  /** What the server answers, by path. */
  const pages: Record<string, { headers: Record<string, string>; body: (run: number) => string }> = {
    '/pricing': {
      headers: { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=60', 'content-type': 'text/html; charset=utf-8' },
      body: (run) => `<p>pricing, run ${run}</p>`,
    },
    '/fresh': { headers: { 'x-nextjs-cache': 'MISS', 'cache-control': 's-maxage=60' }, body: (run) => `<p>fresh ${run}</p>` },
  }
  const get = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, init)
    return {
      status: response.status,
      length: response.headers.get('content-length'),
      cache: response.headers.get('x-nextjs-cache'),
      text: await response.text(),
    }
  }

  beforeAll(async () => {
    ;(globalThis as unknown as Record<symbol, { count: number }>)[PAGE_GENERATION] ??= { count: 0 }
    server = http.createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0]
      const run = (runs.get(path) ?? 0) + 1
      runs.set(path, run)
      const page = pages[path]
      if (path === '/passed') {
        // As the unrouted handler passes on a compressed page: Next would drop Content-Encoding and Content-Length.
        const body = gzipSync('<p>published since the build</p>')
        response.setHeader(PASSED_ENCODING_HEADER, 'gzip')
        response.setHeader(PASSED_LENGTH_HEADER, String(body.length))
        response.end(body)
        return
      }
      response.writeHead(page ? 200 : 404, page?.headers ?? {})
      // In two writes, as Next streams a page.
      const body = page ? page.body(run) : 'not found'
      response.write(body.slice(0, 5))
      response.end(body.slice(5))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('sends a cached page again, whole and with its length, without asking Next, until a page changes', async () => {
    expect(preload.PAGE_GENERATION).toBe(PAGE_GENERATION)
    runs.clear()
    const first = await get('/pricing')
    const second = await get('/pricing')
    expect(runs.get('/pricing')).toBe(1)
    expect(second).toEqual({ ...first, length: String(Buffer.byteLength(first.text)) })
    expect(second.text).toBe('<p>pricing, run 1</p>')
    const head = await fetch(`${base}/pricing`, { method: 'HEAD' })
    expect(head.headers.get('content-length')).toBe(second.length)
    expect(runs.get('/pricing')).toBe(1)
    // A page stored or a tag revalidated (page-cache-handler.mjs): the next request goes to Next.
    generation().count++
    expect((await get('/pricing')).text).toBe('<p>pricing, run 2</p>')
    expect((await get('/pricing')).text).toBe('<p>pricing, run 2</p>')
    expect(runs.get('/pricing')).toBe(2)
  })

  it('gives bytes a route handler passed on as they are their own encoding and length', async () => {
    expect([preload.PASSED_ENCODING_HEADER, preload.PASSED_LENGTH_HEADER]).toEqual([PASSED_ENCODING_HEADER, PASSED_LENGTH_HEADER])
    const answer = await new Promise<http.IncomingMessage & { body?: Buffer }>((resolve, reject) => {
      http
        .get(`${base}/passed`, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => resolve(Object.assign(response, { body: Buffer.concat(chunks) })))
        })
        .on('error', reject)
    })
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(Number(answer.headers['content-length'])).toBe(answer.body?.length)
    expect(answer.headers['transfer-encoding']).toBeUndefined()
    expect(answer.headers[PASSED_ENCODING_HEADER]).toBeUndefined()
    expect(answer.headers[PASSED_LENGTH_HEADER]).toBeUndefined()
    expect(gunzipSync(answer.body as Buffer).toString()).toBe('<p>published since the build</p>')
  })

  it('asks Next for what it did not answer from its cache, for a draft, and for another encoding', async () => {
    runs.clear()
    generation().count++
    await get('/fresh')
    await get('/fresh')
    expect(runs.get('/fresh')).toBe(2)
    await get('/missing')
    await get('/missing')
    expect(runs.get('/missing')).toBe(2)
    await get('/pricing')
    await get('/pricing', { headers: { cookie: `${DRAFT_MODE_COOKIE}=1` } })
    await get('/pricing', { headers: { 'accept-encoding': 'identity' } })
    expect(runs.get('/pricing')).toBe(3)
  })

  it('sends a returning visitor the cached page of their variant again, and another variant’s never', async () => {
    runs.clear()
    generation().count++
    const cookie = variantCookieName('/pricing')
    const b = await get('/pricing', { headers: { cookie: `${cookie}=pricing-hero.1` } })
    expect((await get('/pricing', { headers: { cookie: `ajs_anonymous_id=7; ${cookie}=pricing-hero.1` } })).text).toBe(b.text)
    expect(runs.get('/pricing')).toBe(1)
    // Another variant, and no variant at all, are Next's to answer.
    expect((await get('/pricing', { headers: { cookie: `${cookie}=pricing-hero.0` } })).text).not.toBe(b.text)
    expect((await get('/pricing')).text).not.toBe(b.text)
    expect(runs.get('/pricing')).toBe(3)
  })
})
