/**
 * Next's own page cache (its file-system cache with the in-memory LRU) for a server on its own,
 * with three changes to how a cached page goes out (issue 18), each made once per cache entry:
 *
 * - Its HTML as bytes. Next keeps a pre-rendered page as a JavaScript string and writes it with
 *   `res.end(string)`: Node then copies and encodes the whole document on every request, most of
 *   the app server's time on a cached 110 KB page. A Buffer goes out as it is.
 * - Its scripts requested after the first contentful paint. Next puts them `async` in the head, so on
 *   a slow phone their 155 KB compete with the stylesheets, font and hero picture for the first paint,
 *   and those that arrive first run before it; requested after it, the page paints with nothing but
 *   the document and its CSS, and hydrates as soon as the scripts arrive (README, "How a cached page
 *   goes out").
 * - Its HTML compressed once: gzip, for the requests that take gzip, instead of by Next's compression
 *   on every response; and Brotli (a quarter smaller again) for the requests that take it (every
 *   browser), made off the request's path and kept by the page's content (issue 34).
 *
 * next.config.ts uses this file when REDIS_URL is unset; cache-handler.mjs applies the first two to
 * pages shared through Redis (read from Redis, a page is a new object on every request: compressed
 * there, it would be compressed per request, as Next already does). Plain JavaScript: Next loads a
 * cache handler itself, outside the bundle.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import { subscribe } from 'node:diagnostics_channel'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { brotliCompress, constants as zlib, gzipSync } from 'node:zlib'

// Required, not imported: the module is CommonJS with an __esModule default, which ESM loaders unwrap differently.
const requireNext = createRequire(import.meta.url)
const FileSystemCache = requireNext('next/dist/server/lib/incremental-cache/file-system-cache.js').default
// Next's record of when each tag expired (one per process: an `.external` module is never bundled twice).
const { areTagsExpired } = requireNext('next/dist/server/lib/incremental-cache/tags-manifest.external.js')

/**
 * Runs in the browser, inline in the head: requests the page's scripts right after its first contentful paint, at once
 * where paint timing is missing or the page is not visible (prerendered in the background), and a second after the
 * load event if no contentful paint has come by then. Nothing is fetched before that paint: a script that arrived
 * before it either ran before it and held it, or (fetched ahead as a preload) was counted by Lighthouse as if it had,
 * either way into the page's LCP (1.4–2.5 s simulated on /pricing from one run to the next, 97 in a bench run). The
 * load event therefore no longer waits for the scripts; what must act on an island waits for it to hydrate.
 */
export function loadScriptsAfterFirstPaint(base, names) {
  let requested = false
  const request = () => {
    if (requested) return
    requested = true
    for (const name of names) document.head.appendChild(Object.assign(document.createElement('script'), { src: base + name, async: true }))
  }
  try {
    if (document.visibilityState === 'visible' && PerformanceObserver.supportedEntryTypes.includes('paint')) {
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(request, 0)
      }).observe({ type: 'paint', buffered: true })
      window.addEventListener('load', () => setTimeout(request, 1000))
      return
    }
  } catch {
    // An old browser without PerformanceObserver: load as Next would.
  }
  request()
}

/**
 * The loader as each page carries it: its source without comment lines, indentation and the spaces beside
 * punctuation, line breaks kept (so its statements end where they did and it means the same): half its bytes in
 * every page's HTML. Its string literals hold no such spaces; if one ever does, the source goes out only trimmed.
 */
function compactLoader(source) {
  const lines = source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
  const tight = lines.map((line) => line.replace(/[ \t]*([=(){}[\],;:<>|&?!.])[ \t]*/g, '$1'))
  const strings = (code) => code.match(/'[^']*'/g)?.join() ?? ''
  return strings(tight.join('\n')) === strings(lines.join('\n')) ? tight.join('\n') : lines.join('\n')
}
const LOADER_SOURCE = compactLoader(loadScriptsAfterFirstPaint.toString())

/** Where Next's chunks are served from. */
const CHUNKS = '/_next/static/chunks/'

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
  // The chunks' common folder once, then their names: 20 bytes less per chunk on every page.
  const base = sources.every((src) => src.startsWith(CHUNKS)) ? CHUNKS : ''
  const names = sources.map((src) => src.slice(base.length))
  // JSON in a script: `<` escaped so no address can close the tag.
  const loader = `<script>(${LOADER_SOURCE})(${[base, names].map((value) => JSON.stringify(value).replace(/</g, '\\u003c')).join()})</script>`
  const at = page.indexOf('</head>')
  return page.slice(0, at) + loader + page.slice(at)
}

/** The q-values an Accept-Encoding header gives gzip and Brotli (by name or `*`; 0 when refused or unnamed). */
export function acceptedEncodings(header) {
  const named = {}
  for (const part of String(header ?? '').split(',')) {
    const [coding, ...params] = part.split(';').map((item) => item.trim().toLowerCase())
    const q = params.find((param) => param.startsWith('q='))
    if (coding) named[coding] = q === undefined ? 1 : Number(q.slice(2)) || 0
  }
  const weight = (coding) => named[coding] ?? named['*'] ?? 0
  return { gzip: weight('gzip'), br: weight('br') }
}

/**
 * The compressed forms a request for a page's HTML takes: a GET or HEAD that is not one of the router's RSC requests
 * (a client navigation or prefetch, served the entry's RSC payload instead); Brotli where it is taken at least as
 * gladly as gzip.
 */
export function htmlEncodingsFor({ method, url, headers }) {
  const none = { br: false, gzip: false }
  if (method !== 'GET' && method !== 'HEAD') return none
  if (headers.rsc !== undefined || headers['next-router-prefetch'] !== undefined || headers['next-router-segment-prefetch'] !== undefined) return none
  if (/[?&]_rsc=|\.rsc(?:$|\?)/.test(url ?? '')) return none
  const { gzip, br } = acceptedEncodings(headers['accept-encoding'])
  return { br: br > 0 && br >= gzip, gzip: gzip > 0 }
}

/**
 * What the request being served takes, set as each request starts (Node's own diagnostics channel, no wrapper of
 * ours around the server), with the form chosen for each entry it reads. Read where Next reads the entry: concurrent
 * requests for one page share the entry Next's cache hands back, so the choice between the page's forms is made per
 * request, once, and the HTML and headers it reads agree even if the Brotli form is finished between the two reads.
 */
const requestEncodings = new AsyncLocalStorage()
subscribe('http.server.request.start', ({ request }) => requestEncodings.enterWith({ takes: htmlEncodingsFor(request), chosen: new Map() }))

/** Brotli at its best: a page is compressed once, so the time goes to every later response's bytes. */
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: 0 } }

/**
 * The Brotli forms of pages, by the SHA-256 of the exact bytes they compress: a form can only ever go out for the
 * page it was made from, whichever cache entry (a fresh object each time the memory cache has let the page go) or
 * version of the page asks. Made once per content in zlib's thread pool, never on a request's path; kept in memory
 * (the most recent, up to `memoryBytes`) and in a folder beside Next's cache, so a restart or an evicted entry finds
 * it; the folder is pruned to the newest `maxFiles`.
 */
export class BrotliForms {
  constructor(dir, { compress = brotliCompress, memoryBytes = 2 * 1024 * 1024, maxFiles = 2048 } = {}) {
    this.dir = dir
    this.compress = compress
    this.memoryBytes = memoryBytes
    this.maxFiles = maxFiles
    this.memory = new Map()
    this.heldBytes = 0
    this.making = new Set()
    this.written = 0
  }

  static digest(page) {
    return createHash('sha256').update(page).digest('hex')
  }

  /** The Brotli form of `page` (whose digest is `digest`) if made; otherwise undefined, and it is being made. */
  lookup(page, digest) {
    const held = this.memory.get(digest)
    if (held) {
      // Most recently used last.
      this.memory.delete(digest)
      this.memory.set(digest, held)
      return held
    }
    if (this.making.has(digest)) return undefined
    const file = path.join(this.dir, `${digest}.br`)
    try {
      const stored = fs.readFileSync(file)
      this.hold(digest, stored)
      return stored
    } catch {
      // Not made yet (or the folder was cleared): make it.
    }
    this.making.add(digest)
    this.compress(page, BROTLI_OPTIONS, (error, result) => {
      this.making.delete(digest)
      if (error) return console.error('page-cache-handler: Brotli failed; the page goes out gzipped', error)
      this.hold(digest, result)
      this.store(file, result)
    })
    return undefined
  }

  hold(digest, form) {
    this.memory.set(digest, form)
    this.heldBytes += form.length
    for (const [oldest, held] of this.memory) {
      if (this.heldBytes <= this.memoryBytes) break
      this.memory.delete(oldest)
      this.heldBytes -= held.length
    }
  }

  /** Written whole (a temporary name, then renamed), so a reader never finds half a file. */
  store(file, form) {
    const temporary = `${file}.${process.pid}.tmp`
    fs.promises
      .mkdir(this.dir, { recursive: true })
      .then(() => fs.promises.writeFile(temporary, form))
      .then(() => fs.promises.rename(temporary, file))
      .then(() => (++this.written % 64 === 0 ? this.prune() : undefined))
      .catch((error) => console.error('page-cache-handler: could not keep a Brotli form on disk', error))
  }

  async prune() {
    const names = (await fs.promises.readdir(this.dir)).filter((name) => name.endsWith('.br'))
    if (names.length <= this.maxFiles) return
    const dated = await Promise.all(names.map(async (name) => [name, (await fs.promises.stat(path.join(this.dir, name))).mtimeMs]))
    dated.sort((a, b) => a[1] - b[1])
    await Promise.all(dated.slice(0, names.length - this.maxFiles).map(([name]) => fs.promises.rm(path.join(this.dir, name), { force: true })))
  }
}

/**
 * A page entry as it goes out: scripts after the first paint, HTML as bytes and, with `precompress`, gzipped
 * once too, and with `brotli` (the server's BrotliForms) in Brotli for the requests that take it. Converted in place: the memory cache hands back the same entry object on every
 * hit, so a page is rewritten and gzipped once, not once per request. Next's compression (zlib level 6 on every
 * response) was most of what a gzip request cost the app server alone; a page sent with Content-Encoding already
 * set is left alone by it, and it still adds `Vary: Accept-Encoding`. Until a page's Brotli form is made, a request
 * that takes it gets gzip (or the plain page), marked for the shipped edge not to keep (`X-Accel-Expires: 0`), so the
 * edge's Brotli copy is a Brotli one.
 */
export function pageAsServed(entry, { precompress = false, brotli } = {}) {
  const value = entry?.value
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return entry
  const page = Buffer.from(scriptsAfterFirstPaint(value.html))
  if (!precompress) {
    value.html = page
    return entry
  }
  const headers = value.headers ?? {}
  let gzipped
  let digest
  const compressed = () => (gzipped ??= gzipSync(page))
  /** The form this request gets: 'br', 'gzip' or 'plain', and whether it stands in for a Brotli form not yet made. */
  const form = () => {
    const store = requestEncodings.getStore()
    if (!store) return { body: 'plain' }
    let chosen = store.chosen.get(entry)
    if (!chosen) {
      const { br, gzip } = store.takes
      const made = br && brotli ? brotli.lookup(page, (digest ??= BrotliForms.digest(page))) : undefined
      chosen = made ? { body: 'br', bytes: made } : { body: gzip ? 'gzip' : 'plain', standIn: br }
      store.chosen.set(entry, chosen)
    }
    return chosen
  }
  const bodyOf = (chosen) => (chosen.body === 'br' ? chosen.bytes : chosen.body === 'gzip' ? compressed() : page)
  Object.defineProperties(value, {
    html: { enumerable: true, configurable: true, get: () => bodyOf(form()) },
    // With its length: sent whole, not in chunks.
    headers: {
      enumerable: true,
      configurable: true,
      get: () => {
        const chosen = form()
        if (chosen.body === 'plain' && !chosen.standIn) return headers
        return {
          ...headers,
          ...(chosen.body !== 'plain' && { 'content-encoding': chosen.body, 'content-length': String(bodyOf(chosen).length) }),
          ...(chosen.standIn && { 'x-accel-expires': '0' }),
        }
      },
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

/**
 * When each unfinished read of the cache began: an answer is kept only if none of its tags expired after the read that
 * made it began. Next dates an entry from when it is stored, so a read that began before a change and was stored after
 * the change expired its tags was kept as fresh, old rows and all, until its time ran out: a page published while a
 * visitor's request was reading the list of published addresses stayed 404 (a CI run's newcomer.spec, reproduced 1 in
 * 6 under load). Now that answer is used once, by the request that read it, and the next request reads again.
 */
export class ReadsInFlight {
  constructor(maxKeys = 10_000, maxReadMs = 60_000) {
    /** key → the earliest unfinished read's start, and how many reads of the key are unfinished. */
    this.reads = new Map()
    this.maxKeys = maxKeys
    this.maxReadMs = maxReadMs
  }

  /** A read of `key` begins (a miss, or an entry past its time). */
  begin(key, now = Date.now()) {
    const reads = this.reads.get(key)
    // Reads older than any render never stored (a failed one): they no longer count.
    if (reads && now - reads.earliest <= this.maxReadMs) {
      reads.unfinished++
      return
    }
    if (!reads && this.reads.size >= this.maxKeys) this.reads.delete(this.reads.keys().next().value)
    this.reads.set(key, { earliest: now, unfinished: 1 })
  }

  /**
   * Whether the answer now stored under `key` may be kept: not when one of `tags` expired after the earliest unfinished
   * read began. Whichever read stores, it began no earlier than that one, so concurrent reads that finish in any order
   * never keep rows read before a change (one begun after it may be refused once: the next read is kept).
   */
  keeps(key, tags, expiredSince) {
    const reads = this.reads.get(key)
    if (!reads) return true
    if (--reads.unfinished <= 0) this.reads.delete(key)
    // A millisecond earlier: a tag expired in the very millisecond the read began may still have been read old.
    return tags.length === 0 || !expiredSince(tags, reads.earliest - 1)
  }
}

/** The tags an entry is stored under: a data read's own (unstable_cache), a page's in its headers (paths and layouts too). */
export function entryTags(data, ctx) {
  if (data?.kind === 'FETCH') return ctx?.tags ?? data.tags ?? []
  const header = data?.headers?.['x-next-cache-tags']
  return typeof header === 'string' ? header.split(',') : []
}

/** Whether Next will make this entry again and store it (missing, or past its time): a read begins. */
export function readBegins(entry, ctx, now = Date.now()) {
  if (!entry?.value) return true
  const seconds = entry.value.kind === 'FETCH' ? ctx?.revalidate || entry.value.revalidate : entry.cacheControl?.revalidate
  return typeof seconds === 'number' && now - (entry.lastModified ?? 0) > seconds * 1000
}

/**
 * Shared by every copy of this module in the process (Next bundles the handler into more than one server chunk) and
 * by every handler: Next makes a new one for each request.
 */
const SHARED = Symbol.for('ostra.brotliForms')
/**
 * A count of the changes to cached pages in this process, bumped whenever a page is stored or a tag revalidated: the
 * front door (scripts/client-address.cjs) sends an answer it recorded again only while the count is the one it was
 * recorded at. Its existence says this server keeps pages on its own (not in Redis, where another server revalidates).
 */
export const PAGE_GENERATION = Symbol.for('ostra.pageGeneration')
/** The process's ReadsInFlight (Next makes a handler per request). */
const READS = Symbol.for('ostra.readsInFlight')
/** The kinds of entry a page's answer comes from: storing one changes what an address answers. */
const PAGE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES', 'REDIRECT'])

export default class PageCacheHandler extends FileSystemCache {
  constructor(context) {
    super(context)
    globalThis[PAGE_GENERATION] ??= { count: 0 }
    this.reads = globalThis[READS] ??= new ReadsInFlight()
    // Beside Next's own cache folder (.next/cache), which a deployment keeps writable. Next also makes caches without a
    // folder (draft mode's, the proxy's): those serve no cached page, so no Brotli either.
    if (!context.serverDistDir) return
    const dir = path.join(context.serverDistDir, '..', 'cache', 'brotli-pages')
    const shared = (globalThis[SHARED] ??= new Map())
    if (!shared.has(dir)) shared.set(dir, new BrotliForms(dir))
    this.brotli = shared.get(dir)
  }

  async get(key, ctx, ...rest) {
    const entry = await super.get(key, ctx, ...rest)
    if (readBegins(entry, ctx)) this.reads.begin(key)
    // A 404 rendered for an invented address is kept in memory only (below): not worth a Brotli form on disk.
    const invented = entry?.value?.status === 404 && key !== NOT_FOUND_ROUTE
    return pageAsServed(entry, { precompress: true, brotli: invented ? undefined : this.brotli })
  }

  // Counted before and after: an answer read while the change is being made is not kept under either count.
  async set(key, data, ctx) {
    // The build stores what it rendered; nothing expires during it.
    if (process.env.NEXT_PHASE !== 'phase-production-build' && !this.reads.keeps(key, entryTags(data, ctx), areTagsExpired)) return
    const page = PAGE_KINDS.has(data?.kind)
    if (page) globalThis[PAGE_GENERATION].count++
    try {
      if (!isInventedAddress(key, data)) return await super.set(key, data, ctx)
      FileSystemCache.memoryCache?.set(key, { value: data, lastModified: Date.now(), cacheControl: ctx?.cacheControl })
    } finally {
      if (page) globalThis[PAGE_GENERATION].count++
    }
  }

  async revalidateTag(...args) {
    globalThis[PAGE_GENERATION].count++
    try {
      return await super.revalidateTag(...args)
    } finally {
      globalThis[PAGE_GENERATION].count++
    }
  }
}
