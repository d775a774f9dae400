/**
 * Preloaded into every app server (`NODE_OPTIONS=--require …/client-address.cjs`; `npm start`,
 * `npm run dev`, the tests and the standalone start in the README all do it).
 *
 * Next keeps a client's own X-Forwarded-For and only fills it in when absent, so any visitor could
 * choose the address the rate limits count. Before Next sees a request, this replaces the header by
 * the one address we trust: the socket's peer, or, with TRUSTED_PROXY_HOPS proxies in front that
 * each append the address they saw, the entry the outermost of them appended. Everything after
 * (rate limits, captcha, Payload) reads that single address. It also refuses, with 400, an address
 * whose percent-encodings do not decode: Next's router and Payload would answer it with 500.
 *
 * Plain CommonJS: it runs before any TypeScript loader. No other process.env reader runs this early.
 */
'use strict'
const http = require('node:http')
const net = require('node:net')

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
 * Whether a request target's path decodes (percent-encodings that are valid UTF-8). Next's router and
 * Payload's decode it and answer 500 when they cannot, so such a request is refused here with 400.
 */
function pathDecodes(target) {
  const text = String(target ?? '')
  const query = text.indexOf('?')
  const path = query === -1 ? text : text.slice(0, query)
  if (!path.includes('%')) return true
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/** The answer to a request whose address cannot be read: JSON for the API, a short page for people. */
function refuseUnreadableAddress(request, response) {
  const api = String(request.url ?? '').startsWith('/api')
  const body = api
    ? JSON.stringify({ error: { code: 'malformed_path', message: 'The address has a percent-encoding that is not valid UTF-8' } })
    : '<!doctype html><html lang="en"><title>Bad request</title><h1>This address is not valid</h1><p><a href="/">Go to the home page</a></p></html>'
  response.writeHead(400, { 'content-type': api ? 'application/json' : 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) })
  response.end(body)
}

function install(hops) {
  if (globalThis[MARKER]) return
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (event, request, response) {
    if (event === 'request' && request && request.headers) {
      request.headers['x-forwarded-for'] = trustedClientAddress(request.headers['x-forwarded-for'], request.socket && request.socket.remoteAddress, hops)
      delete request.headers['x-real-ip']
      if (!pathDecodes(request.url)) {
        refuseUnreadableAddress(request, response)
        return true
      }
    }
    return emit.apply(this, arguments)
  }
  globalThis[MARKER] = { hops }
}

module.exports = { trustedClientAddress, parseHops, pathDecodes, MARKER }

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
