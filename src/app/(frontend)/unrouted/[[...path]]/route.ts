/**
 * Every address no pre-rendered page, file or route serves comes here, by
 * next.config's fallback rewrite (lib/pages/nextRouting.ts) — a page route refuses
 * the paths it did not pre-render (dynamicParams = false). A cached page never
 * runs this. Managed redirects, other spellings, pages published since the
 * build and the 404 are decided here (lib/pages/unrouted.ts); a page is
 * rendered through its internal address (/x/_{path}, cached like any page)
 * and its answer passed on.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { Readable } from 'node:stream'

import type { NextRequest } from 'next/server'

import { INTERNAL_RENDER_HEADER, UNROUTED_PREFIX, NOT_FOUND_ROUTE, PASSED_ENCODING_HEADER, PASSED_LENGTH_HEADER, unroutedVerdict } from '@/lib/pages'
import { countRun } from '@/lib/requests'
import { unroutedTables } from '@/siteData'

export const dynamic = 'force-dynamic'

/**
 * Request headers the internal render needs: the router's (client navigations ask for the RSC payload), the agent's
 * (bots get blocking metadata), and the encodings the visitor takes, so a cached page comes back compressed as the
 * page cache keeps it (Brotli for a browser) and goes out as it is.
 */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-language',
  'user-agent',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
]
/** Hop-by-hop headers of the internal answer, and its cookies; its encoding and length go out under other names (below). */
const DROPPED_RESPONSE_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'set-cookie', 'content-encoding', 'content-length'])

/** The public path this request was for (the rewrite put it under UNROUTED_PREFIX). */
function publicPathOf(request: NextRequest): string {
  const pathname = request.nextUrl.pathname
  return pathname.startsWith(UNROUTED_PREFIX) ? pathname.slice(UNROUTED_PREFIX.length) || '/' : pathname
}

/**
 * This server's own address (Next sets it when it starts listening), so the internal request never
 * leaves the machine nor passes a shared cache in front; the request's origin when unknown.
 */
function selfOrigin(request: NextRequest): string {
  return process.env.__NEXT_PRIVATE_ORIGIN || request.nextUrl.origin
}

/**
 * The internal render's answer, its bytes untouched: fetch would decode a compressed page and Next does not compress a
 * route handler's answer, so a page published since the build went out uncompressed (100 KB, not 14).
 */
function askInternal(url: URL, headers: Record<string, string>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, { headers, signal: AbortSignal.timeout(10_000) }, resolve)
    request.on('error', reject)
    request.end()
  })
}

async function renderInternal(request: NextRequest, internalPath: string, search: string): Promise<Response> {
  const headers: Record<string, string> = { [INTERNAL_RENDER_HEADER]: process.env.OSTRA_INTERNAL_RENDER_TOKEN ?? '' }
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name)
    if (value !== null) headers[name] = value
  }
  const answer = await askInternal(new URL(`${internalPath}${search}`, selfOrigin(request)), headers)
  const out = new Headers()
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined || DROPPED_RESPONSE_HEADERS.has(name)) continue
    for (const one of Array.isArray(value) ? value : [value]) out.append(name, one)
  }
  // Next drops a route handler's Content-Encoding and Content-Length: the front door puts these back as they are.
  const encoding = answer.headers['content-encoding']
  const length = answer.headers['content-length']
  if (encoding) out.set(PASSED_ENCODING_HEADER, encoding)
  if (length) out.set(PASSED_LENGTH_HEADER, length)
  if (request.method === 'HEAD') {
    answer.resume()
    return new Response(null, { status: answer.statusCode ?? 502, headers: out })
  }
  return new Response(Readable.toWeb(answer) as ReadableStream<Uint8Array>, { status: answer.statusCode ?? 502, headers: out })
}

/** The one pre-rendered 404 page, never stored by a shared cache under this address. */
async function notFound(request: NextRequest): Promise<Response> {
  const page = await renderInternal(request, NOT_FOUND_ROUTE, '')
  const headers = new Headers(page.headers)
  for (const name of [...headers.keys()]) if (name.startsWith('x-nextjs')) headers.delete(name)
  headers.set('cache-control', 'private, no-store')
  return new Response(page.body, { status: 404, headers })
}

type Context = { params: Promise<{ path?: string[] }> }

async function handle(request: NextRequest, context: Context): Promise<Response> {
  countRun('unrouted')
  // A request for this handler's own address reaches it through next.config's guard as /unrouted/unrouted/…: the
  // parameters show the rewrite, the request's URL does not (it is the address asked for), so they decide.
  if ((await context.params).path?.[0] === UNROUTED_PREFIX.slice(1)) return notFound(request)
  const pathname = publicPathOf(request)
  const search = request.nextUrl.search
  const verdict = unroutedVerdict(pathname, search, await unroutedTables())
  if (verdict.kind === 'not-found') return notFound(request)
  if (verdict.kind === 'redirect') {
    return new Response(null, {
      status: verdict.status,
      headers: { location: new URL(verdict.location, request.nextUrl.origin).toString(), 'cache-control': 'private, no-store' },
    })
  }
  return renderInternal(request, verdict.internalPath, search)
}

export const GET = handle
export const HEAD = handle
