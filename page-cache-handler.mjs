/**
 * Next's own page cache (its file-system cache with the in-memory LRU) for a server on its own,
 * with three changes to how a cached page goes out (issue 18), each made once per cache entry:
 *
 * - Its HTML as bytes. Next keeps a pre-rendered page as a JavaScript string and writes it with
 *   `res.end(string)`: Node then copies and encodes the whole document on every request, most of
 *   the app server's time on a cached 110 KB page. A Buffer goes out as it is.
 * - Its scripts requested after the first contentful paint (or once the document is parsed, if that
 *   comes first). Next puts them `async` in the head, so on a slow phone their 155 KB compete with the
 *   stylesheets, font and hero picture for the first paint; requested after it, the page paints with
 *   nothing but the document and its CSS, and hydrates as soon as the scripts arrive (README, "How a
 *   cached page goes out").
 * - Its HTML gzipped once, for the requests that take gzip, instead of by Next's compression on
 *   every response.
 *
 * next.config.ts uses this file when REDIS_URL is unset; cache-handler.mjs applies the first two to
 * pages shared through Redis (read from Redis, a page is a new object on every request: compressed
 * there, it would be compressed per request, as Next already does). Plain JavaScript: Next loads a
 * cache handler itself, outside the bundle.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { subscribe } from 'node:diagnostics_channel'
import { createRequire } from 'node:module'
import { gzipSync } from 'node:zlib'

// Required, not imported: the module is CommonJS with an __esModule default, which ESM loaders unwrap differently.
const FileSystemCache = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/file-system-cache.js').default

/**
 * Runs in the browser, inline in the head: requests the page's scripts right after its first
 * contentful paint, or when the document has been parsed if that comes first, or at once where
 * paint timing is missing or the page is not visible (prerendered in the background).
 */
export function loadScriptsAfterFirstPaint(sources) {
  let requested = false
  const request = () => {
    if (requested) return
    requested = true
    for (const src of sources) {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      document.head.appendChild(script)
    }
  }
  try {
    if (document.visibilityState === 'visible' && PerformanceObserver.supportedEntryTypes.includes('paint')) {
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(request, 0)
      }).observe({ type: 'paint', buffered: true })
      // Parsed before painting: request now, so that the load event still waits for the scripts (as it
      // did for Next's own tags) and whatever waits for it finds the page hydrating.
      document.addEventListener('DOMContentLoaded', request)
      return
    }
  } catch {
    // An old browser without PerformanceObserver: load as Next would.
  }
  request()
}

/** The chunk tags React writes for Next: `async` script tags and the low-priority preload of the entry. */
const SCRIPT_TAG = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="\/_next\/static\/[^"]+\.js"\/>/g

/** The chunk scripts a page written by Next starts with, in order (scripts/compileHints.ts marks them). */
export function chunkScripts(html) {
  return [...html.matchAll(SCRIPT_TAG)].map((match) => match[1])
}

/**
 * The page with its chunk scripts requested by one inline loader after the first paint, in the
 * order Next wrote them; unchanged when it has none (a page Next did not write, or a new Next that
 * writes them differently: tests/api/hotPath.test.ts then fails).
 */
export function scriptsAfterFirstPaint(html) {
  if (!html.includes('</head>')) return html
  const sources = []
  const withoutScripts = html.replace(SCRIPT_TAG, (_, src) => {
    if (!sources.includes(src)) sources.push(src)
    return ''
  })
  if (sources.length === 0) return html
  const page = withoutScripts.replace(SCRIPT_PRELOAD, '')
  // JSON in a script: `<` escaped so no address can close the tag.
  const loader = `<script>(${loadScriptsAfterFirstPaint.toString()})(${JSON.stringify(sources).replace(/</g, '\\u003c')})</script>`
  const at = page.indexOf('</head>')
  return page.slice(0, at) + loader + page.slice(at)
}

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a q-value above 0). */
export function acceptsGzip(header) {
  let gzip, any
  for (const part of String(header ?? '').split(',')) {
    const [coding, ...params] = part.split(';').map((item) => item.trim().toLowerCase())
    const q = params.find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (coding === 'gzip') gzip = weight
    else if (coding === '*') any = weight
  }
  return (gzip ?? any ?? 0) > 0
}

/**
 * Whether a request is for a page's HTML, gzipped: a GET or HEAD that takes gzip and is not one of
 * the router's RSC requests (a client navigation or prefetch, served the entry's RSC payload instead).
 */
export function takesGzippedHtml({ method, url, headers }) {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (headers.rsc !== undefined || headers['next-router-prefetch'] !== undefined || headers['next-router-segment-prefetch'] !== undefined) return false
  if (/[?&]_rsc=|\.rsc(?:$|\?)/.test(url ?? '')) return false
  return acceptsGzip(headers['accept-encoding'])
}

/**
 * The answer for the request being served, set as each request starts (Node's own diagnostics
 * channel, no wrapper of ours around the server). Read where Next reads the entry: concurrent
 * requests for one page share the entry Next's cache hands back, so the choice between the page's
 * two forms is made per request, each time it reads the entry's HTML and headers.
 */
const gzippedHtmlWanted = new AsyncLocalStorage()
subscribe('http.server.request.start', ({ request }) => gzippedHtmlWanted.enterWith(takesGzippedHtml(request)))

/**
 * A page entry as it goes out: scripts after the first paint, HTML as bytes and, with `precompress`,
 * gzipped once too. Converted in place: the memory cache hands back the same entry object on every
 * hit, so a page is rewritten and compressed once, not once per request. Next's compression (zlib
 * level 6 on every response) was most of what a gzip request cost the app server alone; a page sent
 * with Content-Encoding already set is left alone by it, and it still adds `Vary: Accept-Encoding`.
 */
export function pageAsServed(entry, { precompress = false } = {}) {
  const value = entry?.value
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return entry
  const page = Buffer.from(scriptsAfterFirstPaint(value.html))
  if (!precompress) {
    value.html = page
    return entry
  }
  const headers = value.headers ?? {}
  let gzipped
  const compressed = () => (gzipped ??= gzipSync(page))
  const gzip = () => gzippedHtmlWanted.getStore() === true
  Object.defineProperties(value, {
    html: { enumerable: true, configurable: true, get: () => (gzip() ? compressed() : page) },
    // With its length: sent whole, not in chunks.
    headers: {
      enumerable: true,
      configurable: true,
      get: () => (gzip() ? { ...headers, 'content-encoding': 'gzip', 'content-length': String(compressed().length) } : headers),
    },
  })
  return entry
}

/** The one 404 page every unknown address is answered with (src/lib/pages/routing.ts NOT_FOUND_ROUTE, which a unit test compares). */
const NOT_FOUND_ROUTE = '/_not-found'

/**
 * Whether an entry is a 404 rendered at run time for an address that has no page (an invented path under
 * `?locale=`, or a list's page past its last, which Next renders at `/x/…` on first request and would keep like a page),
 * or a page rendered for a variant cookie that names no combination of its own: about 120 KB on disk per
 * address, so a crawler or an attacker could fill the disk (issue 29). Such an entry is kept in the
 * bounded memory cache only. The build's own pages, the 404 page among them, are stored as before.
 */
export function isInventedAddress(key, data, phase = process.env.NEXT_PHASE) {
  if (phase === 'phase-production-build' || data?.kind !== 'APP_PAGE') return false
  return (data.status === 404 && key !== NOT_FOUND_ROUTE) || isTransientVariant(data.html)
}

/** src/lib/experiments TRANSIENT_VARIANT_ATTRIBUTE (a unit test compares them). */
export const TRANSIENT_VARIANT_ATTRIBUTE = 'data-ostra-transient'

/**
 * Whether a page was rendered for a variant combination that is not one of its own (a cookie left by an
 * ended experiment, or one made up): any visitor can ask for one by their cookie, so, like an invented
 * address, it is kept in memory only.
 */
function isTransientVariant(html) {
  return (typeof html === 'string' || Buffer.isBuffer(html)) && html.includes(`${TRANSIENT_VARIANT_ATTRIBUTE}=""`)
}

export default class PageCacheHandler extends FileSystemCache {
  async get(...args) {
    return pageAsServed(await super.get(...args), { precompress: true })
  }

  async set(key, data, ctx) {
    if (!isInventedAddress(key, data)) return super.set(key, data, ctx)
    FileSystemCache.memoryCache?.set(key, { value: data, lastModified: Date.now(), cacheControl: ctx?.cacheControl })
  }
}
