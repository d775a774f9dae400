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
 * file in public/: 405 here), limits the POSTs outside /api (the admin's server functions) per client, and keeps forwarding headers (host, protocol) only from trusted proxies.
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

/** The answer to a request whose address cannot be read: JSON for the API, a short page for people. */
function refuseUnreadableAddress(request, response) {
  // Nobody else reads this request: drain its body.
  request.resume()
  const api = String(request.url ?? '').startsWith('/api')
  const body = api
    ? JSON.stringify({ error: { code: 'malformed_address', message: 'The address (its path, Host or Origin) is not valid' } })
    : '<!doctype html><html lang="en"><title>Bad request</title><h1>This address is not valid</h1><p><a href="/">Go to the home page</a></p></html>'
  response.writeHead(400, {
    'content-type': api ? 'application/json' : 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
  })
  response.end(body)
}

function install(hops) {
  if (globalThis[MARKER]) return
  const files = publicFiles()
  const floods = floodGuard(WRITES_OUTSIDE_API)
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (event, request, response) {
    if (event === 'request' && request && request.headers) {
      request.headers['x-forwarded-for'] = trustedClientAddress(request.headers['x-forwarded-for'], request.socket && request.socket.remoteAddress, hops)
      delete request.headers['x-real-ip']
      sanitiseForwarding(request.headers, hops)
      // A client that hangs up (or sends garbage after a request) aborts the request: its error is no fault of ours.
      request.on('error', ignore)
      if (!pathDecodes(request.url) || (request.headers.host !== undefined && !validHost(request.headers.host)) || !validOrigin(request.headers.origin)) {
        refuseUnreadableAddress(request, response)
        return true
      }
      const retryAfter = request.method === 'POST' && !String(request.url ?? '').startsWith('/api/') ? floods(request.headers['x-forwarded-for']) : 0
      if (retryAfter) {
        request.resume()
        response.writeHead(429, { 'retry-after': String(retryAfter), 'content-length': 0, 'cache-control': 'no-store' })
        response.end()
        return true
      }
      if (wrongMethodForFile(request, files)) {
        request.resume()
        response.writeHead(405, { allow: 'GET, HEAD', 'content-length': 0, 'cache-control': 'no-store' })
        response.end()
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
