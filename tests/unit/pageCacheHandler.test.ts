/**
 * The page cache (page-cache-handler.mjs) is Next's own file-system cache, handing out each cached
 * page's HTML as bytes: Node then writes the document as it is instead of encoding a 110 KB string
 * on every request (issue 18, app-server throughput). Run against the installed Next, so an upgrade
 * that changes the cache's shape fails here rather than in production.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js'
import { describe, expect, it } from 'vitest'

import PageCacheHandler, { pageAsServed, scriptsAfterFirstPaint } from '../../page-cache-handler.mjs'

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
