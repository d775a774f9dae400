/**
 * Nothing of ours on the hot path (issue 18): a cached page is served by Next
 * alone — no proxy, no handler, no render of ours runs for it. The test server
 * (APP_ENV=test) counts each run of that code (lib/requests/requestProbe.ts) and tells
 * the counts at GET /test-probe.
 */
import { describe, expect, it } from 'vitest'

import { COMPILE_HINT } from '../../scripts/compileHints'
import { loaderSources } from '../pageLoader'
import { eventually, get, getRaw, unique } from './helpers'

type Counts = { proxy: number; unrouted: number; render: number }
const counts = async (): Promise<Counts> => (await (await get('/test-probe')).json()) as Counts

describe('a cached page request runs no code of ours', () => {
  it('pre-rendered, localized, a list’s later pages and experiment-free pages: the counts do not move, plain, gzip or as a client navigation', async () => {
    const pages = [
      '/',
      '/pricing/messaging',
      '/products/voice-api',
      '/resources',
      '/release-notes',
      '/pricing/messaging?locale=en-GB',
      '/resources?page=2',
      '/release-notes?locale=en-GB',
      '/resources?locale=nl-NL&page=2',
    ]
    const RSC = { rsc: '1' }
    // A variant (a locale, a list's later page) renders on its first request; from then on it is cached. A client navigation
    // carries the cache-busting `_rsc` parameter Next redirects to when it is missing.
    const navigations: string[] = []
    for (const page of pages) {
      expect((await get(page)).status, page).toBe(200)
      const bare = await get(page, { headers: RSC })
      const location = bare.status === 307 ? new URL(bare.headers.get('location') ?? '', 'http://x') : undefined
      navigations.push(location ? `${location.pathname}${location.search}` : page)
    }
    const before = await counts()
    const requests: [string, Record<string, string>][] = pages.flatMap((page, i) => [
      [page, {}],
      [page, { 'accept-encoding': 'gzip' }],
      [navigations[i], RSC],
    ])
    for (const [page, headers] of requests) {
      const response = await get(page, { headers })
      expect(response.status, `${page} ${JSON.stringify(headers)}`).toBe(200)
      if (headers.rsc) expect(response.headers.get('content-type'), page).toContain('text/x-component')
      await response.arrayBuffer()
    }
    expect(await counts()).toEqual(before)
  })

  it('the counts do move when our code runs: an invented address, draft mode without a session', async () => {
    const before = await counts()
    expect((await get(`/${unique('no-such-page')}`)).status).toBe(404)
    const afterUnrouted = await counts()
    expect(afterUnrouted.unrouted).toBe(before.unrouted + 1)
    expect((await get('/pricing/messaging', { headers: { cookie: '__prerender_bypass=stale' } })).status).toBe(200)
    expect((await counts()).proxy).toBe(afterUnrouted.proxy + 1)
  })

  it('a list’s later page names itself canonical; a page past its last is a 404; the internal address sends a visitor back', async () => {
    expect(await (await get('/resources?page=2')).text()).toMatch(/<link rel="canonical" href="[^"]*\/resources\?page=2"\/>/)
    expect(await (await get('/release-notes?locale=en-GB')).text()).toMatch(/<link rel="canonical" href="[^"]*\/release-notes\?locale=en-GB"\/>/)
    expect((await get('/resources?page=9999')).status).toBe(404)
    expect((await get('/release-notes?page=9999&locale=en-AU')).status).toBe(404)
    for (const [internal, location] of [
      ['/x/p2/resources?page=2', '/resources?page=2'],
      ['/x/en-gb/release-notes', '/release-notes?locale=en-GB'],
      ['/x/_/pricing', '/pricing'],
    ]) {
      const direct = await get(internal, { redirect: 'manual' })
      expect(direct.status, internal).toBe(308)
      expect(direct.headers.get('location'), internal).toBe(location)
    }
  })
})

describe('a cached page as it goes out (page-cache-handler.mjs)', () => {
  it('asks for its scripts after the first paint: one loader in the head naming every chunk, each served and compiled as it downloads', async () => {
    for (const page of ['/', '/pricing/messaging']) {
      const html = await (await get(page)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      expect(html, page).not.toMatch(/<script src="[^"]*" async="">/)
      expect(head, page).not.toMatch(/<link rel="preload" as="script"/)
      const sources = loaderSources(html)
      expect(sources.length, page).toBeGreaterThan(2)
      for (const src of sources) {
        expect(src).toMatch(/^\/_next\/static\/chunks\/[\w.-]+\.js$/)
        const script = await get(src)
        expect(script.status, src).toBe(200)
        expect(script.headers.get('content-type'), src).toContain('javascript')
        // Marked by the build's last step (scripts/compileHints.ts).
        expect((await script.text()).startsWith(COMPILE_HINT), src).toBe(true)
      }
    }
  })

  it('goes out gzipped as compressed once, to the requests that take gzip, side by side with plain and RSC requests for it', async () => {
    const pages = ['/', '/pricing/messaging']
    const plain = await Promise.all(pages.map(async (page) => (await get(page, { headers: { 'accept-encoding': 'identity' } })).text()))
    const navigation = await get(pages[1], { headers: { rsc: '1' } })
    const rscAddress = navigation.headers.get('location') ?? pages[1]
    // Concurrent, so Next's cache hands the same entry to requests that want it in different forms.
    const answers = await Promise.all(
      Array.from({ length: 18 }, async (_, i) => {
        const page = pages[i % 2]
        const kind = (['gzip', 'identity', 'rsc'] as const)[i % 3]
        const headers: Record<string, string> = kind === 'rsc' ? { 'accept-encoding': 'gzip', rsc: '1' } : { 'accept-encoding': kind }
        const response = await get(kind === 'rsc' ? rscAddress : page, { headers })
        return {
          page,
          kind,
          status: response.status,
          encoding: response.headers.get('content-encoding'),
          length: response.headers.get('content-length'),
          vary: response.headers.get('vary'),
          type: response.headers.get('content-type'),
          text: await response.text(),
        }
      }),
    )
    for (const answer of answers) {
      const label = `${answer.kind} ${answer.page}`
      expect(answer.status, label).toBe(200)
      if (answer.kind === 'rsc') {
        expect(answer.type, label).toContain('text/x-component')
        continue
      }
      expect(answer.encoding, label).toBe(answer.kind === 'gzip' ? 'gzip' : null)
      // Compressed once, so its length is known: Next's compression on the way out sends chunks.
      if (answer.kind === 'gzip') {
        expect(answer.length, label).toMatch(/^\d+$/)
        expect(Number(answer.length), label).toBeLessThan(answer.text.length / 3)
      }
      expect(answer.vary, label).toContain('Accept-Encoding')
      // fetch has decompressed the gzipped page: the same document either way.
      expect(answer.text, label).toBe(plain[pages.indexOf(answer.page)])
    }
  })
  it('goes out as Brotli to a browser once made (off the request’s path), with its length, smaller than gzip', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }
    const raw = (headers: Record<string, string>) => getRaw('/pricing/messaging', headers)
    expect(await eventually(async () => (await raw(browser)).encoding === 'br')).toBe(true)
    const brotli = await raw(browser)
    const gzip = await raw({ 'accept-encoding': 'gzip' })
    expect(brotli.encoding).toBe('br')
    expect(Number(brotli.length)).toBe(brotli.bytes.length)
    expect(gzip.encoding).toBe('gzip')
    expect(brotli.bytes.length).toBeLessThan(gzip.bytes.length)
    // fetch decodes Brotli: the same document as the plain one.
    const [decoded, plain] = await Promise.all([
      get('/pricing/messaging', { headers: browser }).then((response) => response.text()),
      get('/pricing/messaging', { headers: { 'accept-encoding': 'identity' } }).then((response) => response.text()),
    ])
    expect(decoded).toBe(plain)
  })
})
