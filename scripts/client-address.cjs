/**
 * Preloaded into every app server (`NODE_OPTIONS=--require …/client-address.cjs`; `npm start`,
 * `npm run dev`, the tests and the standalone start in the README all do it).
 *
 * Next keeps a client's own X-Forwarded-For and only fills it in when absent, so any visitor could
 * choose the address the rate limits count. Before Next sees a request, this replaces the header by
 * the one address we trust: the socket's peer, or, with TRUSTED_PROXY_HOPS proxies in front that
 * each append the address they saw, the entry the outermost of them appended. Everything after
 * (rate limits, captcha, Payload) reads that single address. It also refuses, with 400, an address
 * whose percent-encodings do not decode, whose Host is not a host or whose Origin is not an origin,
 * which Next's router, its server actions and Payload would answer with 500 (as Next does a POST to a
 * file in public/: 405 here), limits the POSTs outside /api (the admin's server functions) per client, keeps forwarding headers (host, protocol) only from trusted proxies, and counts the requests in flight (the server's job loop gives way to them).
 * Last, the endpoints src/api/frontDoor.ts registers (the subscriptions) are answered here, without Next's router.
 *
 * Plain CommonJS: it runs before any TypeScript loader. No other process.env reader runs this early.
 */
'use strict'
const fs = require('node:fs')
const http = require('node:http')
const net = require('node:net')
const path = require('node:path')

const MARKER = Symbol.for('ostra.clientAddress')
const MAX_HOPS = 10

/** `::ffff:127.0.0.1` → `127.0.0.1`: one client, one key, whichever socket family it came in on. */
function normalise(address) {
  const text = String(address ?? '').trim()
  return text.toLowerCase().startsWith('::ffff:') && net.isIPv4(text.slice(7)) ? text.slice(7) : text
}

/**
 * The client's address. hops = 0: the peer. hops = n: the n-th entry from the end of the chain
 * (the nearest proxy is the peer, each one before it appended what it saw), if it is an address;
 * a chain shorter than that (a request that skipped a proxy) gives its first entry.
 */
function trustedClientAddress(forwardedFor, peer, hops) {
  const fallback = normalise(peer) || 'unknown'
  if (!(hops > 0)) return fallback
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : String(forwardedFor ?? '')
  const chain = header.split(',').map(normalise).filter(Boolean)
  const entry = chain[Math.max(0, chain.length - hops)]
  return entry && net.isIP(entry) ? entry : fallback
}

/** TRUSTED_PROXY_HOPS as a whole number 0…10; anything else is a mistake worth refusing to start over. */
function parseHops(value) {
  if (value === undefined || value === '') return 0
  const hops = Number(value)
  if (!Number.isInteger(hops) || hops < 0 || hops > MAX_HOPS) throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to ${MAX_HOPS}, not "${value}"`)
  return hops
}

/**
 * Whether a request target's path decodes (percent-encodings that are valid UTF-8, and no NUL). Next's router and
 * Payload's decode it and answer 500 when they cannot, so such a request is refused here with 400.
 */
function pathDecodes(target) {
  const text = String(target ?? '')
  const query = text.indexOf('?')
  const path = query === -1 ? text : text.slice(0, query)
  if (!path.includes('%')) return true
  try {
    // NUL decodes but reaches PostgreSQL, which refuses it (a 500): no address has one.
    return !decodeURIComponent(path).includes('\u0000')
  } catch {
    return false
  }
}

const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

/** Whether a Host (or X-Forwarded-Host) value is a host name or address, with an optional port. */
function validHost(value) {
  return typeof value === 'string' && value.length <= 255 && HOST.test(value)
}

/**
 * The Host and forwarding headers Next and Payload build URLs from: a Host that is not one is
 * refused (HTTP requires it; Payload's admin answered 500); X-Forwarded-Host and -Proto are kept only
 * from trusted proxies, and only when well formed.
 */
function sanitiseForwarding(headers, hops) {
  if (!(hops > 0)) {
    delete headers['x-forwarded-host']
    delete headers['x-forwarded-proto']
    delete headers['x-forwarded-port']
    return
  }
  const lastOf = (value) => String(value).split(',').pop().trim()
  if (headers['x-forwarded-host'] !== undefined && !validHost(lastOf(headers['x-forwarded-host']))) delete headers['x-forwarded-host']
  if (headers['x-forwarded-proto'] !== undefined && !/^https?$/.test(lastOf(headers['x-forwarded-proto']))) delete headers['x-forwarded-proto']
  if (headers['x-forwarded-port'] !== undefined && !/^\d{1,5}$/.test(lastOf(headers['x-forwarded-port']))) delete headers['x-forwarded-port']
}

/** An Origin header is `null` or a web origin; Next's server actions parse it and answered 500 for anything else. */
function validOrigin(value) {
  if (value === undefined || value === 'null') return true
  try {
    const url = new URL(String(value))
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

const ignore = () => {}

/**
 * A flood guard for the writes no route of ours limits: POSTs outside /api (Payload's admin server
 * functions, pages). Far above what an editor sends (form state while typing is a few a second),
 * per client address and per server process; bounded memory (oldest windows go first).
 */
const WRITES_OUTSIDE_API = { limit: 600, windowMs: 60_000, maxKeys: 20_000 }

function floodGuard({ limit, windowMs, maxKeys }, now = Date.now) {
  const windows = new Map()
  return (key) => {
    const at = now()
    let window = windows.get(key)
    if (!window || at >= window.end) {
      windows.delete(key)
      if (windows.size >= maxKeys) windows.delete(windows.keys().next().value)
      window = { end: at + windowMs, count: 0 }
      windows.set(key, window)
    }
    window.count++
    return window.count <= limit ? 0 : Math.max(1, Math.ceil((window.end - at) / 1000))
  }
}

/** Every file in public/ (where the server runs), by its address: Next answers 500 to anything but GET or HEAD for one. */
function publicFiles(dir = path.join(process.cwd(), 'public')) {
  const files = new Set()
  const walk = (folder, prefix) => {
    let entries
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      if (entry.isDirectory()) walk(path.join(folder, entry.name), `${prefix}/${entry.name}`)
      else files.add(`${prefix}/${entry.name}`)
    }
  }
  walk(dir, '')
  return files
}

/** A method other than GET or HEAD for a file in public/: 405, as for any static file. */
function wrongMethodForFile(request, files) {
  if (request.method === 'GET' || request.method === 'HEAD' || files.size === 0) return false
  const target = String(request.url ?? '')
  const query = target.indexOf('?')
  try {
    return files.has(decodeURIComponent(query === -1 ? target : target.slice(0, query)))
  } catch {
    return false
  }
}

/**
 * The headers of every answer (src/lib/requests/securityHeaders.ts `securityHeaders`, which a unit test compares): the front
 * door's own 400/405/416/429 carry them too. HSTS only in production at an https address, decided as lib/config/app.ts decides APP_ENV
 * (read at the first answer: Next sets NODE_ENV after this preload has run).
 */
const DOCUMENT_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
}
const HSTS = 'max-age=63072000; includeSubDomains; preload'

function frontDoorHeaders(environment = process.env) {
  const appEnv = environment.APP_ENV || (environment.NODE_ENV === 'production' ? 'production' : 'dev')
  // HSTS only where the site is served over https alone (securityHeaders.ts httpsOnly).
  const httpsOnly = appEnv === 'production' && /^https:\/\//i.test(environment.SITE_URL ?? '')
  return httpsOnly ? { ...DOCUMENT_HEADERS, 'strict-transport-security': HSTS } : { ...DOCUMENT_HEADERS }
}

/** The build's hashed scripts and stylesheets carry only what applies to them (securityHeaders.ts assetHeaders). */
const ASSET_HEADER_NAMES = ['x-content-type-options', 'strict-transport-security']

let headersForEveryAnswer
/**
 * Set on every response before Next sees the request, so answers no rule of next.config's `headers()` reaches
 * carry them too (its own redirects, Next's errors); the rules set the same values again.
 */
function setSecurityHeaders(request, response) {
  headersForEveryAnswer ??= frontDoorHeaders()
  const asset = String(request.url ?? '').startsWith('/_next/static/')
  for (const [name, value] of Object.entries(headersForEveryAnswer)) if (!asset || ASSET_HEADER_NAMES.includes(name)) response.setHeader(name, value)
}

/** The methods some route here serves; anything else (TRACE, PROPFIND, …) is answered 405 before Next, which gave 500. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const ALLOW = METHODS.join(', ')

/**
 * An answer of the front door's own: JSON naming the problem for the API, a short page for people, no body for HEAD.
 * Nobody else reads the request: its body is drained.
 */
function answer(request, response, status, problem, headers = {}) {
  request.resume()
  const api = String(request.url ?? '').startsWith('/api')
  const body =
    request.method === 'HEAD' || !problem
      ? ''
      : api
        ? JSON.stringify({ error: problem })
        : `<!doctype html><html lang="en"><title>${problem.title}</title><h1>${problem.title}</h1><p><a href="/">Go to the home page</a></p></html>`
  response.writeHead(status, {
    ...frontDoorHeaders(),
    ...(body ? { 'content-type': api ? 'application/json' : 'text/html; charset=utf-8' } : {}),
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
    ...headers,
  })
  response.end(body)
}

/** A request whose address cannot be read. */
function refuseUnreadableAddress(request, response) {
  answer(request, response, 400, {
    code: 'malformed_address',
    message: 'The address (its path, Host or Origin) is not valid',
    title: 'This address is not valid',
  })
}

/** Characters a percent-encoding may stand for without changing the address (RFC 3986 §2.3, unreserved). */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/

/**
 * The request target with its path's encoded unreserved characters written plainly (RFC 3986 §6.2.2.2: `/%72obots.txt`
 * is `/robots.txt`): Next's routes with their own route file answered such an address with 500. A segment that would
 * become a dot segment (`%2e%2e`) keeps its encoding: decoding must not change which folder a path names.
 */
function normaliseTarget(target) {
  const text = String(target ?? '')
  const query = text.indexOf('?')
  const path = query === -1 ? text : text.slice(0, query)
  if (!path.includes('%')) return text
  const normalised = path
    .split('/')
    .map((segment) => {
      const plain = segment.replace(/%([0-9A-Fa-f]{2})/g, (encoded, hex) => {
        const character = String.fromCharCode(parseInt(hex, 16))
        return UNRESERVED.test(character) ? character : encoded
      })
      return plain === '.' || plain === '..' ? segment : plain
    })
    .join('/')
  return query === -1 ? normalised : normalised + text.slice(query)
}

/**
 * The request target in origin form (`/path?query`), or undefined when there is none to serve. `*` is only for a
 * server-wide OPTIONS (answered here); an absolute-form target (`GET http://host/path`, which proxies send) is served
 * as its path when it names this host, since Next built its redirects from it (a 308 to another host).
 */
function originFormTarget(request) {
  const target = String(request.url ?? '')
  if (target.startsWith('/')) return target
  if (!/^https?:\/\//i.test(target)) return undefined
  let url
  try {
    url = new URL(target)
  } catch {
    return undefined
  }
  if (url.username || url.password || url.host.toLowerCase() !== String(request.headers.host ?? '').toLowerCase()) return undefined
  return url.pathname + url.search
}

/**
 * Whether a Range header is `bytes=a-b[, …]` as RFC 9110 §14.1.2 writes it, each range's first byte at most its last,
 * and, for a file of `size` bytes, at least one range holds a byte of it (§15.5.17: else 416).
 */
function validRange(value, size = Infinity) {
  const match = /^bytes=(.+)$/.exec(String(value).trim())
  if (!match) return false
  const ranges = match[1].split(',').map((part) => /^\s*(\d*)-(\d*)\s*$/.exec(part))
  const wellFormed = ranges.every(
    (range) => range && !(range[1] === '' && range[2] === '') && (range[1] === '' || range[2] === '' || Number(range[1]) <= Number(range[2])),
  )
  // A suffix range (`-n`, n > 0) always holds a byte of a non-empty file; `a-` and `a-b` need a < size.
  return wellFormed && ranges.some((range) => (range[1] === '' ? Number(range[2]) > 0 && size > 0 : Number(range[1]) < size))
}

/**
 * A satisfiable Range with each suffix range longer than the file (`bytes=-99999999`) written as the whole file
 * (`0-`), as RFC 9110 §14.1.2 reads it: Next's file server computed a negative first byte and answered 500.
 */
function clampRange(value, size) {
  const match = /^bytes=(.+)$/.exec(String(value).trim())
  if (!match) return value
  return `bytes=${match[1]
    .split(',')
    .map((part) => {
      const suffix = /^\s*-(\d+)\s*$/.exec(part)
      return suffix && Number(suffix[1]) >= size ? '0-' : part.trim()
    })
    .join(',')}`
}

/** The size of a static file this server serves at `pathname` (public/ or the build's /_next/static/), or undefined. */
function staticFileSize(pathname, files, root = process.cwd()) {
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  const file = decoded.startsWith('/_next/static/')
    ? path.join(root, '.next/static', decoded.slice('/_next/static/'.length))
    : files.has(decoded)
      ? path.join(root, 'public', decoded)
      : undefined
  if (!file || file.includes('\0') || !file.startsWith(root)) return undefined
  try {
    const stat = fs.statSync(file)
    return stat.isFile() ? stat.size : undefined
  } catch {
    return undefined
  }
}

/**
 * Idle keep-alive connections stay open 65 s, longer than the pools in front of the app keep them
 * (AWS's load balancers 60 s, nginx's upstream pools, Node's and Playwright's agents): with Node's
 * 5 s, a client reusing a connection as the server closes it gets a reset (ECONNRESET) for a request
 * the server never saw.
 */
const KEEP_ALIVE_MS = 65_000
function keepIdleConnections(server) {
  if (!(server.keepAliveTimeout >= KEEP_ALIVE_MS)) server.keepAliveTimeout = KEEP_ALIVE_MS
  // Node wants the headers timeout above the keep-alive one, and the request timeout above both.
  if (!(server.headersTimeout > server.keepAliveTimeout)) server.headersTimeout = server.keepAliveTimeout + 1_000
}

/**
 * Replaying a cached page. Next spends about 2 ms of CPU on every request for a page it has cached (its router, its
 * rewrites and headers, async contexts, web streams: docs/performance.md), where a static server spends a tenth of
 * that. The front door keeps the last answer Next gave from its page cache (x-nextjs-cache: HIT) for each address and
 * Accept-Encoding, whole, and sends it again for up to REPLAY_MS, but never after a page is stored or a tag is
 * revalidated: page-cache-handler.mjs counts both in PAGE_GENERATION, and an answer recorded under an older count is
 * never sent. So a publish shows at the next request, as before; what Next would do again per request, it does once
 * a second per page. Only where that counter exists (the page cache of a server on its own; not the Redis one, whose
 * pages other servers revalidate), only for requests Next answers the same whatever else they carry.
 */
const PAGE_GENERATION = Symbol.for('ostra.pageGeneration')
/** `METHOD /api/path` → the handler src/api/frontDoor.ts registers for it when Payload starts. */
const FRONT_DOOR_ENDPOINTS = Symbol.for('ostra.frontDoorEndpoints')
/**
 * The requests handed on to Next and not answered yet ({ count }): the app server's own job loop gives way while
 * visitors wait on a saturated server (src/lib/jobs/pacing.ts).
 */
const REQUESTS_IN_FLIGHT = Symbol.for('ostra.requestsInFlight')
const REPLAY_MS = 1_000
/** The most bytes of page kept for replay (about 80 pages' HTML, or 400 compressed), and the largest page kept. */
const REPLAY_MAX_BYTES = 8 * 1024 * 1024
const REPLAY_MAX_PAGE = 1024 * 1024
/** Headers that make Next answer differently (the router's RSC requests, server actions, interception) or that ask for part of an answer. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-router-state-tree',
  'next-url',
  'next-action',
  'range',
  'authorization',
]
/** Next's own internal headers (some have let a request choose what a cached address answers): never replayed for. */
const NEXT_INTERNAL_HEADER = /^(?:next-|x-middleware-|x-nextjs-|x-now-|x-matched-path|x-invoke-|x-vercel-)/
/**
 * Cookies Next's routing reads: a page's experiment variants (lib/pages VARIANT_COOKIE_PREFIX + depth), draft mode,
 * a release preview, an editor's session (a unit test compares them with their sources). Other cookies (analytics
 * ids) change nothing Next sends for a cached page.
 */
const ROUTING_COOKIE = /^(?:ostra_v\d|ostra-release-preview$|__prerender_bypass$|__next_preview_data$|payload-token$)/
/**
 * A returning visitor's experiment variants (lib/pages variantCookieName): Next's routing picks the cached page of
 * that variant by the cookie's value alone, so the cookie joins the key instead of sending every such request to
 * Next (a returning visitor of a page under test got 0.06 of the static ceiling, a first visit 0.87). Only a value
 * that could be a chooser's (lib/pages VARIANT_COOKIE_VALUE: keys, digits, `.` and `~`, at most eight parts of 66 characters) is kept
 * apart; any other goes to Next as before.
 */
const VARIANT_COOKIE = /^ostra_v\d$/
const VARIANT_VALUE = /^[a-z0-9._~-]{1,600}$/i
/** Browsers send about 30 characters of Accept-Encoding; a longer one goes to Next rather than into a key. */
const MAX_ENCODING_KEY = 100
/** Headers of an answer that belong to its connection or moment, not to the page. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length'])

/** The key a request's cached answer is kept under, or undefined when it must go to Next. */
function replayKey(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const url = request.url
  if (url.startsWith('/api/') || url.startsWith('/_next/') || url.startsWith('/admin') || url.includes('_rsc=')) return undefined
  const headers = request.headers
  for (const name of ROUTER_HEADERS) if (headers[name] !== undefined) return undefined
  for (const name of Object.keys(headers)) if (NEXT_INTERNAL_HEADER.test(name)) return undefined
  // In the order sent: of two cookies of one name, Next reads the first.
  let variants = ''
  if (headers.cookie !== undefined) {
    for (const pair of String(headers.cookie).split(';')) {
      const at = pair.indexOf('=')
      const name = (at === -1 ? pair : pair.slice(0, at)).trim()
      if (!ROUTING_COOKIE.test(name)) continue
      const value = at === -1 ? '' : pair.slice(at + 1).trim()
      if (!VARIANT_COOKIE.test(name) || !VARIANT_VALUE.test(value)) return undefined
      variants += `\n${name}=${value}`
    }
  }
  // Kept by the header as sent (Next's own compression reads it too), but a made-up one as long as a page is not kept.
  const encoding = String(headers['accept-encoding'] ?? '')
  if (encoding.length > MAX_ENCODING_KEY) return undefined
  return `${url}\n${encoding.toLowerCase()}${variants}`
}

/** Whether Next's answer is a page from its cache that any request with the same key gets. */
function replayable(status, headers) {
  return (
    status === 200 &&
    headers['x-nextjs-cache'] === 'HIT' &&
    headers['set-cookie'] === undefined &&
    // A stand-in for a Brotli form not made yet (page-cache-handler.mjs).
    headers['x-accel-expires'] === undefined &&
    /\bs-maxage=/.test(String(headers['cache-control'] ?? ''))
  )
}

/** The recorded answers, most recently used last, within REPLAY_MAX_BYTES. */
function replayCache({ maxBytes = REPLAY_MAX_BYTES, ttlMs = REPLAY_MS, now = Date.now } = {}) {
  const answers = new Map()
  let bytes = 0
  const drop = (key) => {
    const answer = answers.get(key)
    if (!answer) return
    answers.delete(key)
    bytes -= answer.body.length
  }
  return {
    get(key, generation) {
      const answer = answers.get(key)
      if (!answer) return undefined
      if (answer.generation !== generation || now() - answer.at > ttlMs) {
        drop(key)
        return undefined
      }
      answers.delete(key)
      answers.set(key, answer)
      return answer
    },
    set(key, generation, status, headers, body) {
      drop(key)
      answers.set(key, { generation, at: now(), status, headers, body })
      bytes += body.length
      for (const oldest of answers.keys()) {
        if (bytes <= maxBytes) break
        drop(oldest)
      }
    },
    get size() {
      return answers.size
    },
  }
}

/** Sends a recorded answer (its body only to a GET), with its length. */
function replay(request, response, answer) {
  response.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) })
  response.end(request.method === 'HEAD' ? undefined : answer.body)
}

/** Records what Next writes for a GET, and keeps it if it is a cached page, recorded under the count it was read at. */
function record(response, key, generation, cache) {
  const chunks = []
  let size = 0
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > REPLAY_MAX_PAGE) return
    const bytes = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
        : Buffer.from(chunk)
    size += bytes.length
    chunks.push(bytes)
  }
  const write = response.write
  const end = response.end
  response.write = function (chunk, encoding, callback) {
    keep(chunk, encoding)
    return write.call(this, chunk, encoding, callback)
  }
  response.end = function (chunk, encoding, callback) {
    keep(chunk, encoding)
    return end.call(this, chunk, encoding, callback)
  }
  response.once('finish', () => {
    const headers = response.getHeaders()
    if (size > REPLAY_MAX_PAGE || !replayable(response.statusCode, headers) || globalThis[PAGE_GENERATION]?.count !== generation) return
    const kept = {}
    for (const [name, value] of Object.entries(headers)) if (!CONNECTION_HEADERS.has(name)) kept[name] = value
    cache.set(key, generation, response.statusCode, kept, Buffer.concat(chunks, size))
  })
}

/**
 * The encoding and length of bytes a route handler passes on as they are (the unrouted handler: a page published since
 * the build, compressed by the page cache), named in these headers because Next drops a route handler's own
 * Content-Encoding and Content-Length (src/lib/pages/nextRouting.ts PASSED_ENCODING_HEADER, PASSED_LENGTH_HEADER).
 */
const PASSED_ENCODING_HEADER = 'x-ostra-passed-encoding'
const PASSED_LENGTH_HEADER = 'x-ostra-passed-length'

/** Makes the passed encoding and length the answer's own headers, just before they go out. */
function restorePassedHeaders(response) {
  const encoding = response.getHeader(PASSED_ENCODING_HEADER)
  if (encoding === undefined) return
  response.setHeader('content-encoding', encoding)
  response.removeHeader(PASSED_ENCODING_HEADER)
  const length = response.getHeader(PASSED_LENGTH_HEADER)
  if (length !== undefined) {
    response.setHeader('content-length', length)
    response.removeHeader(PASSED_LENGTH_HEADER)
    response.removeHeader('transfer-encoding')
  }
}

function install(hops) {
  if (globalThis[MARKER]) return
  const files = publicFiles()
  const floods = floodGuard(WRITES_OUTSIDE_API)
  const replays = replayCache()
  const inFlight = (globalThis[REQUESTS_IN_FLIGHT] = { count: 0 })
  // Every answer's headers go out through writeHead (Node calls it for the implicit ones too).
  const writeHead = http.ServerResponse.prototype.writeHead
  http.ServerResponse.prototype.writeHead = function () {
    if (this.hasHeader(PASSED_ENCODING_HEADER)) restorePassedHeaders(this)
    return writeHead.apply(this, arguments)
  }
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (event, request, response) {
    if (event === 'listening') keepIdleConnections(this)
    if (event === 'request' && request && request.headers) {
      request.headers['x-forwarded-for'] = trustedClientAddress(request.headers['x-forwarded-for'], request.socket && request.socket.remoteAddress, hops)
      delete request.headers['x-real-ip']
      sanitiseForwarding(request.headers, hops)
      // A client that hangs up (or sends garbage after a request) aborts the request: its error is no fault of ours.
      request.on('error', ignore)
      if (response && typeof response.setHeader === 'function') setSecurityHeaders(request, response)
      if (!METHODS.includes(request.method)) {
        answer(
          request,
          response,
          405,
          { code: 'method_not_allowed', message: `${request.method} is not served here`, title: 'Method not allowed' },
          { allow: ALLOW },
        )
        return true
      }
      if (request.url === '*' && request.method === 'OPTIONS') {
        answer(request, response, 204, undefined, { allow: ALLOW })
        return true
      }
      const target = originFormTarget(request)
      if (target === undefined) {
        answer(request, response, 400, {
          code: 'malformed_address',
          message: 'The request target is not a path on this site',
          title: 'This address is not valid',
        })
        return true
      }
      request.url = normaliseTarget(target)
      if (!pathDecodes(request.url) || (request.headers.host !== undefined && !validHost(request.headers.host)) || !validOrigin(request.headers.origin)) {
        refuseUnreadableAddress(request, response)
        return true
      }
      const pathname = request.url.split('?')[0]
      // The build's files and the image optimizer take GET and HEAD only (Next answered other methods with 500).
      if (pathname.startsWith('/_next/') && request.method !== 'GET' && request.method !== 'HEAD') {
        answer(request, response, 405, { code: 'method_not_allowed', message: 'Only GET and HEAD', title: 'Method not allowed' }, { allow: 'GET, HEAD' })
        return true
      }
      const retryAfter = request.method === 'POST' && !String(request.url ?? '').startsWith('/api/') ? floods(request.headers['x-forwarded-for']) : 0
      if (retryAfter) {
        answer(
          request,
          response,
          429,
          { code: 'rate_limited', message: `Too many requests; try again in ${retryAfter} s`, title: 'Too many requests' },
          { 'retry-after': String(retryAfter) },
        )
        return true
      }
      if (wrongMethodForFile(request, files)) {
        answer(request, response, 405, { code: 'method_not_allowed', message: 'Only GET and HEAD', title: 'Method not allowed' }, { allow: 'GET, HEAD' })
        return true
      }
      // A Range that is not one, asks for bytes in the wrong order or past the end: 416 for a file, as RFC 9110 has it;
      // a malformed one is dropped elsewhere (pages and the API serve no ranges). Next's file server answered 500.
      if (request.headers.range !== undefined) {
        const size = staticFileSize(pathname, files)
        if (size === undefined) {
          if (!validRange(request.headers.range)) delete request.headers.range
        } else if (!validRange(request.headers.range, size)) {
          answer(
            request,
            response,
            416,
            { code: 'range_not_satisfiable', message: 'The Range header is not valid', title: 'Range not satisfiable' },
            { 'content-range': `bytes */${size}` },
          )
          return true
        } else request.headers.range = clampRange(request.headers.range, size)
      }
      const generation = globalThis[PAGE_GENERATION]?.count
      const key = generation === undefined ? undefined : replayKey(request)
      if (key !== undefined) {
        const answer = replays.get(key, generation)
        if (answer) {
          replay(request, response, answer)
          return true
        }
        if (request.method === 'GET') record(response, key, generation, replays)
      }
      if (response && typeof response.once === 'function') {
        inFlight.count++
        // 'close': answered, or the client went away first.
        response.once('close', () => inFlight.count--)
      }
      // The visitors' writes that come in volume, answered here once Payload has started (src/api/frontDoor.ts).
      const endpoint = globalThis[FRONT_DOOR_ENDPOINTS]?.get(`${request.method} ${pathname}`)
      if (endpoint) {
        endpoint(request, response).catch(() => response.destroy())
        return true
      }
    }
    return emit.apply(this, arguments)
  }
  globalThis[MARKER] = { hops }
}

module.exports = {
  trustedClientAddress,
  parseHops,
  pathDecodes,
  validHost,
  validOrigin,
  sanitiseForwarding,
  publicFiles,
  wrongMethodForFile,
  floodGuard,
  frontDoorHeaders,
  normaliseTarget,
  originFormTarget,
  validRange,
  clampRange,
  replayKey,
  replayable,
  restorePassedHeaders,
  PASSED_ENCODING_HEADER,
  PASSED_LENGTH_HEADER,
  replayCache,
  ROUTING_COOKIE,
  PAGE_GENERATION,
  FRONT_DOOR_ENDPOINTS,
  REQUESTS_IN_FLIGHT,
  MARKER,
}

// Loading it is installing it (a unit test that loads it patches only its own idle process).
{
  let hops
  try {
    hops = parseHops(process.env.TRUSTED_PROXY_HOPS)
  } catch (error) {
    console.error(`[client-address] ${error.message}`)
    process.exit(1)
  }
  install(hops)
}
