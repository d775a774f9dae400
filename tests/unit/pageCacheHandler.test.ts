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
import { brotliCompress, brotliDecompressSync, gunzipSync } from 'node:zlib'

import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js'
import { describe, expect, it } from 'vitest'

import { loaderSources } from '../pageLoader'

import PageCacheHandler, { acceptedEncodings, BrotliForms, htmlEncodingsFor, pageAsServed, scriptsAfterFirstPaint } from '../../page-cache-handler.mjs'

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

  it('starts without a folder, as Next makes the cache of draft mode and the proxy (the Brotli store needs one)', async () => {
    const cache = new PageCacheHandler({ fs: nodeFs, serverDistDir: undefined as unknown as string, flushToDisk: false, revalidatedTags: [] })
    expect(await cache.get('/no-such-page', { kind: 'APP_PAGE', isFallback: false })).toBeNull()
  })

  it('counts every change to what an address answers (a page stored, a tag revalidated), not a data read stored', async () => {
    const { PAGE_GENERATION } = await import('../../page-cache-handler.mjs')
    const cache = new PageCacheHandler({ fs: nodeFs, serverDistDir: distDir(), flushToDisk: false, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] })
    const count = () => (globalThis as unknown as Record<symbol, { count: number }>)[PAGE_GENERATION].count
    const before = count()
    await cache.set('/index', { kind: 'APP_PAGE', html, rscData: Buffer.from('0:{}'), headers: {}, status: 200 }, { cacheControl: { revalidate: 60 } })
    const stored = count()
    expect(stored).toBeGreaterThan(before)
    await cache.revalidateTag(['prices'], {})
    const revalidated = count()
    expect(revalidated).toBeGreaterThan(stored)
    await cache.set('fetch-key', { kind: 'FETCH', data: { headers: {}, body: '{}', status: 200 }, revalidate: 60 }, { fetchCache: true, tags: [] })
    expect(count()).toBe(revalidated)
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

describe('a read stored after a change expired it (ReadsInFlight)', () => {
  const newCache = () =>
    new PageCacheHandler({ fs: nodeFs, serverDistDir: distDir(), flushToDisk: false, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] })
  const paths = (list: string[]) => ({ kind: 'FETCH', data: { headers: {}, body: JSON.stringify({ paths: list }), status: 200 }, revalidate: 3600 })
  const readAs = (tag: string) => ({ kind: 'FETCH', tags: [tag], revalidate: 3600 })
  const tick = () => new Promise((resolve) => setTimeout(resolve, 3))

  it('is not kept when its read began before the change: the next read reads again, and that one is kept', async () => {
    const cache = newCache()
    const tag = `sitemap-${Math.random()}`
    // A visitor's request misses and starts reading the published addresses…
    expect(await cache.get('published', readAs(tag))).toBeNull()
    await tick()
    // …a publish commits and expires the tag while the read is on its way…
    await cache.revalidateTag([tag], { expire: 0 })
    await tick()
    // …and the read, begun before the commit, comes back with the old list.
    await cache.set('published', paths(['/old']), { fetchCache: true, tags: [tag] })
    expect(await cache.get('published', readAs(tag))).toBeNull()
    await cache.set('published', paths(['/old', '/new']), { fetchCache: true, tags: [tag] })
    expect((await cache.get('published', readAs(tag)))?.value).toEqual(paths(['/old', '/new']))
  })

  it('is kept when the change touched none of its tags, or came before its read began', async () => {
    const cache = newCache()
    const [mine, other] = [`mine-${Math.random()}`, `other-${Math.random()}`]
    expect(await cache.get('a', readAs(mine))).toBeNull()
    await tick()
    await cache.revalidateTag([other], { expire: 0 })
    await cache.set('a', paths(['/a']), { fetchCache: true, tags: [mine] })
    expect((await cache.get('a', readAs(mine)))?.value).toEqual(paths(['/a']))

    await tick()
    await cache.revalidateTag([mine], { expire: 0 })
    await tick()
    expect(await cache.get('a', readAs(mine))).toBeNull()
    await cache.set('a', paths(['/a', '/b']), { fetchCache: true, tags: [mine] })
    expect((await cache.get('a', readAs(mine)))?.value).toEqual(paths(['/a', '/b']))
  })

  it('holds for a page too: its tags are in its headers', async () => {
    const cache = newCache()
    const tag = `document:/products/${Math.random()}`
    const page = (heading: string) => ({
      kind: 'APP_PAGE',
      html: `<h1>${heading}</h1>`,
      rscData: Buffer.from('0:{}'),
      headers: { 'x-next-cache-tags': `_N_T_/layout,${tag}` },
      status: 200,
    })
    const read = { kind: 'APP_PAGE', isFallback: false }
    expect(await cache.get('/x/_/products/p', read)).toBeNull()
    await tick()
    await cache.revalidateTag([tag], { expire: 0 })
    await tick()
    await cache.set('/x/_/products/p', page('Before the publish'), { cacheControl: { revalidate: 3600 } })
    expect(await cache.get('/x/_/products/p', read)).toBeNull()
    await cache.set('/x/_/products/p', page('After the publish'), { cacheControl: { revalidate: 3600 } })
    expect(String((await cache.get('/x/_/products/p', read))?.value?.html)).toContain('After the publish')
  })

  it('counts a read from a miss or an entry past its time, not from a fresh hit; forgets the oldest beyond its bound', async () => {
    const { readBegins, ReadsInFlight, entryTags } = await import('../../page-cache-handler.mjs')
    const now = 1_000_000
    expect(readBegins(null, {}, now)).toBe(true)
    expect(readBegins({ value: { kind: 'FETCH', revalidate: 60 }, lastModified: now - 59_000 }, { revalidate: 60 }, now)).toBe(false)
    expect(readBegins({ value: { kind: 'FETCH', revalidate: 60 }, lastModified: now - 61_000 }, { revalidate: 60 }, now)).toBe(true)
    expect(readBegins({ value: { kind: 'APP_PAGE' }, lastModified: now - 61_000, cacheControl: { revalidate: 60 } }, {}, now)).toBe(true)
    expect(readBegins({ value: { kind: 'APP_PAGE' }, lastModified: now - 61_000, cacheControl: { revalidate: false } }, {}, now)).toBe(false)
    expect(entryTags({ kind: 'FETCH' }, { tags: ['a'] })).toEqual(['a'])
    expect(entryTags({ kind: 'APP_PAGE', headers: { 'x-next-cache-tags': 'a,b' } }, {})).toEqual(['a', 'b'])

    const reads = new ReadsInFlight(2, 60_000)
    const everything = () => true
    reads.begin('one', 1)
    reads.begin('two', 2)
    reads.begin('three', 3)
    // 'one' was forgotten (no read on record: kept); the others are judged from when they began.
    expect(reads.keeps('one', ['t'], everything)).toBe(true)
    const asked: number[] = []
    expect(reads.keeps('two', ['t'], (_tags: string[], at: number) => (asked.push(at), true))).toBe(false)
    expect(asked).toEqual([1])
    // Once stored (or refused), the read is over.
    expect(reads.keeps('two', ['t'], everything)).toBe(true)
    // A read that never stored (a failed render) stops counting once older than any render.
    reads.begin('three', 60_004)
    asked.length = 0
    reads.keeps('three', ['t'], (_tags: string[], at: number) => (asked.push(at), false))
    expect(asked).toEqual([60_003])
  })

  it('judges concurrent reads of one key from the earliest, whichever finishes first', async () => {
    const { ReadsInFlight } = await import('../../page-cache-handler.mjs')
    const expiredAt = 150
    const expiredSince = (_tags: string[], at: number) => expiredAt > at
    // Read A begins before a change (100), read B after it (200). B (fresh) stores first, then A (old).
    const reads = new ReadsInFlight()
    reads.begin('paths', 100)
    reads.begin('paths', 200)
    expect(reads.keeps('paths', ['sitemap'], expiredSince)).toBe(false)
    // Judged from B's start (or with nothing on record), A's old rows were kept as new.
    expect(reads.keeps('paths', ['sitemap'], expiredSince)).toBe(false)
    // Both over: the next read is kept.
    reads.begin('paths', 300)
    expect(reads.keeps('paths', ['sitemap'], expiredSince)).toBe(true)
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

/** A request's answer: its encoding, declared length and bytes. */
type Answer = { encoding?: string; length?: string; expires?: string; body: Buffer }

/** Serves `entry` the way Next does (the entry's headers, then its HTML), each request reading it once `gate` opens. */
async function serveEntry(entry: { value: unknown }, gate: Promise<void> = Promise.resolve()) {
  const bodies: Buffer[] = []
  const server = http.createServer(async (_request, response) => {
    await gate
    const value = entry.value as { html: Buffer; headers: Record<string, string> }
    const headers = value.headers
    bodies.push(value.html)
    response.writeHead(200, headers)
    response.end(value.html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const ask = (headers: Record<string, string>) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/', headers }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({
              encoding: response.headers['content-encoding'],
              length: response.headers['content-length'],
              expires: response.headers['x-accel-expires'] as string | undefined,
              body: Buffer.concat(chunks),
            }),
          )
        })
        .on('error', reject)
    })
  return { ask, bodies, close: () => new Promise((resolve) => server.close(resolve)) }
}

const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }
const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'brotli-forms-'))
const entryOf = (page: string) => ({ value: { kind: 'APP_PAGE', html: page, headers: { 'x-nextjs-stale-time': '300' } } })

describe('a page compressed once, for the requests that take it', () => {
  it('reads Accept-Encoding as HTTP does: by name or *, with its q-value', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual({ gzip: 1, br: 1 })
    expect(acceptedEncodings('br;q=1.0, GZIP;q=0.5')).toEqual({ gzip: 0.5, br: 1 })
    expect(acceptedEncodings('*')).toEqual({ gzip: 1, br: 1 })
    expect(acceptedEncodings('gzip;q=0, *')).toEqual({ gzip: 0, br: 1 })
    expect(acceptedEncodings('br, *;q=0')).toEqual({ gzip: 0, br: 1 })
    expect(acceptedEncodings('br;q=0, gzip')).toEqual({ gzip: 1, br: 0 })
    expect(acceptedEncodings('br;q=abc, gzip')).toEqual({ gzip: 1, br: 0 })
    expect(acceptedEncodings('identity')).toEqual({ gzip: 0, br: 0 })
    expect(acceptedEncodings('')).toEqual({ gzip: 0, br: 0 })
    expect(acceptedEncodings(undefined)).toEqual({ gzip: 0, br: 0 })
  })

  it('is for a page’s HTML only: not the router’s RSC requests, not a POST; Brotli when taken at least as gladly as gzip', () => {
    const page = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
      htmlEncodingsFor({ method, url, headers: { 'accept-encoding': 'gzip', ...headers } })
    const gzipOnly = { br: false, gzip: true }
    const none = { br: false, gzip: false }
    expect(page('/pricing/messaging')).toEqual(gzipOnly)
    expect(page('/pricing/messaging', {}, 'HEAD')).toEqual(gzipOnly)
    expect(page('/pricing/messaging', browser)).toEqual({ br: true, gzip: true })
    expect(page('/pricing/messaging', { 'accept-encoding': 'gzip, br;q=0.5' })).toEqual(gzipOnly)
    expect(page('/pricing/messaging', { 'accept-encoding': 'br' })).toEqual({ br: true, gzip: false })
    expect(page('/pricing/messaging', {}, 'POST')).toEqual(none)
    expect(page('/pricing/messaging', { rsc: '1' })).toEqual(none)
    expect(page('/pricing/messaging?_rsc=1x2y', {})).toEqual(none)
    expect(page('/pricing/messaging.rsc')).toEqual(none)
    expect(page('/pricing/messaging', { 'next-router-prefetch': '1' })).toEqual(none)
    expect(page('/pricing/messaging', { 'next-router-segment-prefetch': '/_tree' })).toEqual(none)
    expect(htmlEncodingsFor({ method: 'GET', url: '/', headers: {} })).toEqual(none)
  })

  it('chooses per request, though concurrent requests share the entry, and gzips once', async () => {
    const entry = pageAsServed(entryOf(nextPage), { precompress: true })
    const plain = Buffer.from(scriptsAfterFirstPaint(nextPage))
    // Every request reads the shared entry after all of them have started, as Next's cache hands one entry to concurrent requests.
    let release = () => {}
    const served = await serveEntry(entry, new Promise<void>((resolve) => (release = resolve)))
    try {
      const forms: Record<string, string>[] = [{ 'accept-encoding': 'gzip, br' }, {}, { 'accept-encoding': 'gzip', rsc: '1' }]
      const answers = Array.from({ length: 12 }, (_, i) => served.ask(forms[i % 3]))
      await new Promise((resolve) => setTimeout(resolve, 100))
      release()
      const results = await Promise.all(answers)
      results.forEach(({ encoding, length, body }, i) => {
        const gzipped = i % 3 === 0
        expect(encoding, `request ${i}`).toBe(gzipped ? 'gzip' : undefined)
        if (gzipped) expect(Number(length), `request ${i}`).toBe(body.length)
        expect(Buffer.compare(gzipped ? gunzipSync(body) : body, plain), `request ${i}`).toBe(0)
      })
      const compressed = served.bodies.filter((body) => body.compare(plain) !== 0)
      expect(compressed).toHaveLength(4)
      expect(new Set(compressed).size).toBe(1)
    } finally {
      await served.close()
    }
  })

  it('goes out in Brotli once made off the request’s path; until then gzip, marked for the edge not to keep', async () => {
    let finish = () => {}
    const made = new Promise<void>((resolve) => (finish = resolve))
    let compressions = 0
    // zlib's Brotli, held back until the test lets it finish: what a request sees while it is being made.
    const compress = (page: Buffer, options: object, done: (error: Error | null, result: Buffer) => void) => {
      compressions++
      brotliCompress(page, options, (error, result) => void made.then(() => done(error, result)))
    }
    const forms = new BrotliForms(tmpDir(), { compress })
    const plain = Buffer.from(scriptsAfterFirstPaint(nextPage))
    const served = await serveEntry(pageAsServed(entryOf(nextPage), { precompress: true, brotli: forms }))
    try {
      const waiting = await served.ask(browser)
      expect(waiting.encoding).toBe('gzip')
      expect(waiting.expires).toBe('0')
      expect(Buffer.compare(gunzipSync(waiting.body), plain)).toBe(0)
      expect((await served.ask({ 'accept-encoding': 'gzip' })).expires).toBeUndefined()
      finish()
      await expect.poll(async () => (await served.ask(browser)).encoding).toBe('br')
      const brotli = await served.ask(browser)
      expect(brotli.expires).toBeUndefined()
      expect(Number(brotli.length)).toBe(brotli.body.length)
      expect(Buffer.compare(brotliDecompressSync(brotli.body), plain)).toBe(0)
      expect(brotli.body.length).toBeLessThan(waiting.body.length)
      expect(compressions).toBe(1)
    } finally {
      await served.close()
    }
  })

  it('makes one Brotli form per content, whatever entry asks (the memory cache lets a page go: a new entry each read)', async () => {
    const dir = tmpDir()
    let compressions = 0
    const compress = (page: Buffer, options: object, done: (error: Error | null, result: Buffer) => void) => {
      compressions++
      brotliCompress(page, options, done)
    }
    const forms = new BrotliForms(dir, { compress })
    const page = Buffer.from(scriptsAfterFirstPaint(nextPage))
    const digest = BrotliForms.digest(page)
    // Ten fresh entries read at once, as ten requests for an evicted page: one compression.
    for (let i = 0; i < 10; i++) forms.lookup(page, digest)
    await expect.poll(() => forms.lookup(page, digest)).toBeInstanceOf(Buffer)
    expect(compressions).toBe(1)
    // Kept on disk: a restarted server (new forms, empty memory) finds it without compressing.
    await expect.poll(() => fs.existsSync(path.join(dir, `${digest}.br`))).toBe(true)
    const restarted = new BrotliForms(dir, { compress })
    expect(Buffer.compare(brotliDecompressSync(restarted.lookup(page, digest) as Buffer), page)).toBe(0)
    expect(compressions).toBe(1)
    // Another version of the page is another content: never the first one's form.
    const edited = Buffer.from(scriptsAfterFirstPaint(nextPage.replace('</body>', '<p>Edited</p></body>')))
    expect(restarted.lookup(edited, BrotliForms.digest(edited))).toBeUndefined()
    await expect.poll(() => restarted.lookup(edited, BrotliForms.digest(edited))).toBeInstanceOf(Buffer)
    expect(brotliDecompressSync(restarted.lookup(edited, BrotliForms.digest(edited)) as Buffer).toString()).toContain('<p>Edited</p>')
    expect(compressions).toBe(2)
  })

  it('keeps the newest forms within its bounds, in memory and on disk', async () => {
    const dir = tmpDir()
    const forms = new BrotliForms(dir, { memoryBytes: 1, maxFiles: 3 })
    const pages = Array.from({ length: 5 }, (_, i) => Buffer.from(`<!DOCTYPE html><p>page ${i}</p>`))
    for (const page of pages) {
      const digest = BrotliForms.digest(page)
      forms.lookup(page, digest)
      await expect.poll(() => fs.existsSync(path.join(dir, `${digest}.br`))).toBe(true)
      // Apart in time, so the oldest is clear.
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await forms.prune()
    const kept = fs.readdirSync(dir).sort()
    expect(kept).toEqual(
      pages
        .slice(2)
        .map((page) => `${BrotliForms.digest(page)}.br`)
        .sort(),
    )
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
