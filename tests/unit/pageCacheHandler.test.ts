/**
 * The page cache (page-cache-handler.mjs) is Next's own file-system cache, handing out each cached
 * page's HTML as bytes: Node then writes the document as it is instead of encoding a 110 KB string
 * on every request (issue 18, app-server throughput). Run against the installed Next, so an upgrade
 * that changes the cache's shape fails here rather than in production.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js'
import { describe, expect, it } from 'vitest'

import PageCacheHandler, { acceptsGzip, pageAsServed, scriptsAfterFirstPaint, takesGzippedHtml } from '../../page-cache-handler.mjs'

// No chunk scripts: only the conversion to bytes applies.
const html = '<!DOCTYPE html><html><body><h1>Voice API — calls in 180 countries</h1></body></html>'

function distDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'))
  fs.mkdirSync(path.join(dir, 'app'))
  fs.writeFileSync(path.join(dir, 'app', 'index.html'), html)
  fs.writeFileSync(path.join(dir, 'app', 'index.meta'), JSON.stringify({ status: 200, headers: { 'x-nextjs-stale-time': '300' } }))
  fs.writeFileSync(path.join(dir, 'app', 'index.rsc'), '0:{}\n')
  return dir
}

describe('page cache', () => {
  it('serves a pre-rendered page as the exact UTF-8 bytes of its HTML, converted once per entry', async () => {
    const cache = new PageCacheHandler({ fs: nodeFs, serverDistDir: distDir(), flushToDisk: false, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] })
    const first = await cache.get('/index', { kind: 'APP_PAGE', isFallback: false })
    const page = first?.value
    expect(page?.kind).toBe('APP_PAGE')
    expect(Buffer.isBuffer(page?.html)).toBe(true)
    expect(Buffer.compare(page?.html as Buffer, Buffer.from(html))).toBe(0)
    expect(page?.status).toBe(200)
    // The memory cache hands back the same entry: no second conversion.
    const second = await cache.get('/index', { kind: 'APP_PAGE', isFallback: false })
    expect(second?.value?.html).toBe(page?.html)
  })

  it('keeps a page Next has just rendered (set as a string) as bytes from its next read', async () => {
    const cache = new PageCacheHandler({ fs: nodeFs, serverDistDir: distDir(), flushToDisk: false, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] })
    const rendered = '<!DOCTYPE html><p>Published a moment ago ✓</p>'
    await cache.set(
      '/fresh',
      { kind: 'APP_PAGE', html: rendered, rscData: Buffer.from('0:{}\n'), headers: {}, status: 200, postponed: undefined, segmentData: undefined },
      {
        cacheControl: { revalidate: false, expire: undefined },
      },
    )
    const read = await cache.get('/fresh', { kind: 'APP_PAGE', isFallback: false })
    expect(Buffer.isBuffer(read?.value?.html)).toBe(true)
    expect((read?.value?.html as Buffer).toString('utf8')).toBe(rendered)
  })

  it('leaves other kinds of entry as Next stores them', async () => {
    const cache = new PageCacheHandler({ fs: nodeFs, serverDistDir: distDir(), flushToDisk: false, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] })
    const data = { kind: 'FETCH', data: { headers: {}, body: 'e30=', status: 200, url: 'http://127.0.0.1/x' }, revalidate: 60, tags: [] }
    await cache.set('fetch-key', data, { fetchCache: true, tags: [] })
    expect((await cache.get('fetch-key', { kind: 'FETCH', tags: [] }))?.value).toEqual(data)
  })
})

/** The head and end of body as Next 16 writes them for a page with two client chunks. */
const nextPage = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script><script src="/_next/static/chunks/page.js" async=""></script>',
  '<title>Voice API</title><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><h1>Voice API</h1><script>self.__next_f.push([1,"0:{\\"href\\":\\"/_next/static/chunks/other.js\\"}"])</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>',
  '<script src="/_next/static/chunks/entry.js" async=""></script></body></html>',
].join('')

const loaderSources = (html: string): string[] => JSON.parse(/\}\)\((\[.*?\])\)<\/script><\/head>/.exec(html)?.[1] ?? '[]') as string[]

describe('scripts after the first paint', () => {
  it('moves every chunk script into one loader at the end of the head, in order, and drops the entry preload', () => {
    const page = scriptsAfterFirstPaint(nextPage)
    expect(page).not.toMatch(/<script src="[^"]*" async="">/)
    expect(page).not.toContain('rel="preload" as="script"')
    expect(loaderSources(page)).toEqual(['/_next/static/chunks/react.js', '/_next/static/chunks/page.js', '/_next/static/chunks/entry.js'])
    // Everything else stays as Next wrote it: stylesheets, the nomodule polyfills, the inline payload.
    expect(page).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>')
    expect(page).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>')
    expect(page).toContain('<script id="_R_">')
    expect(page).toContain('/_next/static/chunks/other.js')
    expect(page.indexOf('<h1>Voice API</h1>')).toBeGreaterThan(page.indexOf('</head>'))
  })

  it('leaves a page without chunk scripts, or without a head, unchanged', () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><p>No scripts</p></body></html>'
    expect(scriptsAfterFirstPaint(plain)).toBe(plain)
    expect(scriptsAfterFirstPaint('{"not":"html"}')).toBe('{"not":"html"}')
  })

  it('rewrites a cached page once: the entry then holds the rewritten bytes', () => {
    const entry = { value: { kind: 'APP_PAGE', html: nextPage } }
    pageAsServed(entry)
    expect(Buffer.isBuffer(entry.value.html)).toBe(true)
    expect(entry.value.html.toString()).toBe(scriptsAfterFirstPaint(nextPage))
  })
})

describe('a page gzipped once, for the requests that take gzip', () => {
  it('reads Accept-Encoding as HTTP does: by name or *, with its q-value', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('gzip;q=0, *')).toBe(false)
    expect(acceptsGzip('br, *;q=0')).toBe(false)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip('')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
  })

  it('is for a page’s HTML only: not the router’s RSC requests, not a POST', () => {
    const page = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
      takesGzippedHtml({ method, url, headers: { 'accept-encoding': 'gzip', ...headers } })
    expect(page('/pricing/messaging')).toBe(true)
    expect(page('/pricing/messaging', {}, 'HEAD')).toBe(true)
    expect(page('/pricing/messaging', {}, 'POST')).toBe(false)
    expect(page('/pricing/messaging', { rsc: '1' })).toBe(false)
    expect(page('/pricing/messaging?_rsc=1x2y', {})).toBe(false)
    expect(page('/pricing/messaging.rsc')).toBe(false)
    expect(page('/pricing/messaging', { 'next-router-prefetch': '1' })).toBe(false)
    expect(page('/pricing/messaging', { 'next-router-segment-prefetch': '/_tree' })).toBe(false)
    expect(takesGzippedHtml({ method: 'GET', url: '/', headers: {} })).toBe(false)
  })

  it('chooses per request, though concurrent requests share the entry, and compresses once', async () => {
    const entry = pageAsServed({ value: { kind: 'APP_PAGE', html: nextPage, headers: { 'x-nextjs-stale-time': '300' } } }, { precompress: true })
    const plain = Buffer.from(scriptsAfterFirstPaint(nextPage))
    // Every request reads the shared entry after all of them have started, as Next's cache hands one entry to concurrent requests.
    let release = () => {}
    const allStarted = new Promise<void>((resolve) => (release = resolve))
    const bodies: Buffer[] = []
    const server = http.createServer(async (_request, response) => {
      await allStarted
      const value = entry.value as unknown as { html: Buffer; headers: Record<string, string> }
      bodies.push(value.html)
      response.writeHead(200, value.headers)
      response.end(value.html)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const ask = (headers: Record<string, string>) =>
      new Promise<{ encoding?: string; length?: string; body: Buffer }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/', headers }, (response) => {
            const chunks: Buffer[] = []
            response.on('data', (chunk: Buffer) => chunks.push(chunk))
            response.on('end', () =>
              resolve({ encoding: response.headers['content-encoding'], length: response.headers['content-length'], body: Buffer.concat(chunks) }),
            )
          })
          .on('error', reject)
      })
    try {
      const forms: Record<string, string>[] = [{ 'accept-encoding': 'gzip, br' }, {}, { 'accept-encoding': 'gzip', rsc: '1' }]
      const kinds = Array.from({ length: 12 }, (_, i) => forms[i % 3])
      const answers = kinds.map(ask)
      await new Promise((resolve) => setTimeout(resolve, 100))
      release()
      const results = await Promise.all(answers)
      results.forEach(({ encoding, length, body }, i) => {
        const gzipped = i % 3 === 0
        expect(encoding, `request ${i}`).toBe(gzipped ? 'gzip' : undefined)
        if (gzipped) expect(Number(length), `request ${i}`).toBe(body.length)
        expect(Buffer.compare(gzipped ? gunzipSync(body) : body, plain), `request ${i}`).toBe(0)
      })
      const compressed = bodies.filter((body) => body !== (entry.value.html as unknown as Buffer))
      expect(compressed).toHaveLength(4)
      expect(new Set(compressed).size).toBe(1)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('leaves the entry as plain bytes without precompress (pages read from Redis are new objects each time)', () => {
    const entry = { value: { kind: 'APP_PAGE', html: nextPage, headers: {} } }
    pageAsServed(entry)
    expect(Object.getOwnPropertyDescriptor(entry.value, 'html')?.get).toBeUndefined()
    expect(entry.value.headers).toEqual({})
  })
})

describe('what the page cache does not keep on disk (issue 29)', () => {
  it('a 404 rendered at run time for an address with no page; the build’s pages and the 404 page itself it keeps', async () => {
    const { isInventedAddress } = await import('../../page-cache-handler.mjs')
    const { NOT_FOUND_ROUTE } = await import('@/lib/pages/routing')
    const notFound = { kind: 'APP_PAGE', status: 404 }
    expect(isInventedAddress('/x/en-gb/no-such-page', notFound, undefined)).toBe(true)
    expect(isInventedAddress(NOT_FOUND_ROUTE, notFound, undefined)).toBe(false)
    expect(isInventedAddress('/x/en-gb/no-such-page', notFound, 'phase-production-build')).toBe(false)
    expect(isInventedAddress('/x/en-gb/pricing', { kind: 'APP_PAGE', status: 200 }, undefined)).toBe(false)
    expect(isInventedAddress('/x/en-gb/pricing', { kind: 'APP_PAGE' }, undefined)).toBe(false)
    expect(isInventedAddress('/og', { kind: 'APP_ROUTE', status: 404 }, undefined)).toBe(false)
  })

  it('a page rendered for a variant cookie that names no combination of its own (the attribute the chooser marks it with)', async () => {
    const { isInventedAddress, TRANSIENT_VARIANT_ATTRIBUTE } = await import('../../page-cache-handler.mjs')
    const experiments = await import('@/lib/experiments')
    expect(TRANSIENT_VARIANT_ATTRIBUTE).toBe(experiments.TRANSIENT_VARIANT_ATTRIBUTE)
    const page = (html: string | Buffer) => ({ kind: 'APP_PAGE', status: 200, html })
    const marked = `<body><script ${TRANSIENT_VARIANT_ATTRIBUTE}="">x</script><main>…</main>`
    expect(isInventedAddress('/x/made-up.1/pricing', page(marked), undefined)).toBe(true)
    expect(isInventedAddress('/x/made-up.1/pricing', page(Buffer.from(marked)), undefined)).toBe(true)
    expect(isInventedAddress('/x/pricing-cta.1/pricing', page('<body><script>x</script><main>…</main>'), undefined)).toBe(false)
    expect(isInventedAddress('/x/made-up.1/pricing', page(marked), 'phase-production-build')).toBe(false)
  })
})
