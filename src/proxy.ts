/**
 * Runs before rendering: answers the redirects managed in the admin, and
 * addresses that no published document has (with the shared 404 page, so
 * nothing is rendered or cached per invented address). Both tables are read
 * from this site's own REST API and kept in memory for a second
 * (stale-while-revalidate), so a request costs a map lookup.
 */
import { NextResponse, type NextRequest } from 'next/server'

import type { RunningExperimentsBody } from './api/experiments'
import type { PublishedPathsBody } from './api/publishedPaths'
import { assignmentsFor, encodeAssignments, experimentPath, parseExperimentPath, variantsCookie, variantsFromCookie, type RunningExperiment } from './lib/experiments'
import { PAGINATED_PATHS } from './lib/paths'
import { DRAFT_MODE_COOKIE, shouldEndDraftMode } from './lib/preview'
import { NOT_FOUND_ROUTE, routeFor, type PublishedPaths } from './lib/routing'
import { anonymousIdCookie } from './lib/tracking/identity'
import { anonymousIdFromCookie } from './lib/tracking/events'
import { findLocale, LOCALE_PARAM, localizedPath, parseLocalizedPath } from './lib/seo/locales'
import { buildRedirectMap, findRedirect, type RedirectDoc, type RedirectMap } from './lib/redirects'

/**
 * How long a table read from the REST API is used before it is read again (in the background):
 * published paths and redirects within a second (a publish or a rename is live within 3 s),
 * running experiments, which change far less often, every 5 s.
 */
const TABLE_TTL_MS = 1000
const EXPERIMENTS_TTL_MS = 5000
/**
 * An address missing from a table older than this is checked against a fresh
 * read before it is answered 404, so a page opened right after its publish is
 * found. Concurrent misses share one read: a flood of invented addresses costs
 * at most a few reads a second.
 */
const MISS_RECHECK_MS = 250

type Table<T> = {
  /** The table, reading it first when there is none yet (or it is older than `maxAgeMs`). */
  get: (origin: string, maxAgeMs?: number) => Promise<T> | T
}

/**
 * A table this proxy reads from the site's own REST API and keeps in memory
 * (stale-while-revalidate), so a request costs a map lookup. If the API
 * cannot answer, the last table (or the empty one) is used and the next
 * request tries again.
 */
function remoteTable<T>(name: string, path: string, parse: (body: unknown) => T, empty: T, ttlMs = TABLE_TTL_MS): Table<T> {
  let table: { value: T; at: number } | undefined
  let loading: Promise<T> | undefined
  async function load(origin: string): Promise<T> {
    try {
      const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(3000), cache: 'no-store' })
      if (!response.ok) throw new Error(`status ${response.status}`)
      const value = parse(await response.json())
      table = { value, at: Date.now() }
      return value
    } catch (error) {
      console.error(`${name}: failed to load the table`, error instanceof Error ? error.message : error)
      return table?.value ?? empty
    } finally {
      loading = undefined
    }
  }
  return {
    get: (origin, maxAgeMs) => {
      const age = table ? Date.now() - table.at : Infinity
      if (table && age < (maxAgeMs ?? ttlMs)) return table.value
      loading ??= load(origin)
      // Stale: answer from the last table while the new one loads, unless the caller needs a fresher one.
      return table && maxAgeMs === undefined ? table.value : loading
    },
  }
}

const redirects = remoteTable<RedirectMap>(
  'redirects',
  '/api/redirects?pagination=false&depth=1',
  (body) => buildRedirectMap((body as { docs?: RedirectDoc[] }).docs ?? []),
  new Map(),
)

/** Every published document's path; null until read (and while unreadable), when every address reaches the routes. */
const publishedPaths = remoteTable<PublishedPaths>(
  'published-paths',
  '/api/published-paths',
  (body) => new Set((body as PublishedPathsBody).paths ?? []),
  null,
)

/** path → the running experiments on it. */
const experiments = remoteTable<Map<string, RunningExperiment[]>>(
  'experiments',
  '/api/experiments/running',
  (body) => {
    const byPath = new Map<string, RunningExperiment[]>()
    for (const { key, weights, paths } of (body as RunningExperimentsBody).experiments ?? []) {
      for (const path of paths) byPath.set(path, [...(byPath.get(path) ?? []), { key, weights }])
    }
    return byPath
  },
  new Map(),
  EXPERIMENTS_TTL_MS,
)

/**
 * `?locale=` of a non-default locale renders the page from its localized
 * route (cached per locale); the internal address itself is never public.
 */
function localize(request: NextRequest): NextResponse | undefined {
  const url = request.nextUrl
  const internal = parseLocalizedPath(url.pathname)
  if (internal) {
    const target = url.clone()
    target.pathname = internal.path
    target.searchParams.set(LOCALE_PARAM, internal.locale.code)
    return NextResponse.redirect(target, 308)
  }
  const locale = findLocale(url.searchParams.get(LOCALE_PARAM))
  // Paginated lists render per request and read ?locale= themselves.
  if (!locale || locale.isDefault || PAGINATED_PATHS.includes(url.pathname)) return undefined
  const target = url.clone()
  target.pathname = localizedPath(locale, url.pathname)
  return NextResponse.rewrite(target)
}

/**
 * A page with running experiments renders through /x/{variants}{path}: the
 * visitor's variants are picked here from the anonymous id (made now on a
 * first visit), so the page is cached per combination, not per visitor, and
 * never flickers. Drafts (preview) render every variant on the normal route.
 */
async function experiment(request: NextRequest): Promise<NextResponse | undefined> {
  const url = request.nextUrl
  const internal = parseExperimentPath(url.pathname)
  if (internal) {
    const target = url.clone()
    target.pathname = internal.path
    return NextResponse.redirect(target, 308)
  }
  // Paginated lists render per request from ?page=; their blocks show the control.
  if (request.method !== 'GET' || request.cookies.has(DRAFT_MODE_COOKIE) || PAGINATED_PATHS.includes(url.pathname)) return undefined
  const running = (await experiments.get(url.origin)).get(url.pathname)
  if (!running?.length) return undefined
  const existing = anonymousIdFromCookie(request.headers.get('cookie'))
  const anonymousId = existing ?? crypto.randomUUID()
  const variants = encodeAssignments(assignmentsFor(running, anonymousId))
  const target = url.clone()
  target.pathname = experimentPath(variants, url.pathname)
  const response = NextResponse.rewrite(target)
  const secure = url.protocol === 'https:'
  // The browser's tracking keeps the same id: it reads this cookie on hydration.
  if (!existing) response.headers.append('set-cookie', anonymousIdCookie(anonymousId, secure))
  // The edge cache keys this page on the visitor's combination (lib/experiments VARIANTS_COOKIE).
  if (variantsFromCookie(request.headers.get('cookie')) !== variants) response.headers.append('set-cookie', variantsCookie(variants, url.pathname, secure))
  return response
}

/**
 * An address no published document has (and no app route or file): the 404
 * page, or, in another spelling of a document's path, a redirect to it. Draft
 * mode (an editor previewing) always reaches the routes.
 */
async function unrouted(request: NextRequest): Promise<NextResponse | undefined> {
  const url = request.nextUrl
  const draft = request.cookies.has(DRAFT_MODE_COOKIE)
  let verdict = routeFor(url.pathname, await publishedPaths.get(url.origin), { draft })
  // Perhaps published a moment ago: ask again before answering 404.
  if (verdict.kind === 'not-found') verdict = routeFor(url.pathname, await publishedPaths.get(url.origin, MISS_RECHECK_MS), { draft })
  if (verdict.kind === 'route') return undefined
  const target = url.clone()
  if (verdict.kind === 'canonical') {
    target.pathname = verdict.path
    return NextResponse.redirect(target, 308)
  }
  target.pathname = NOT_FOUND_ROUTE
  target.search = ''
  // The one cached 404 page, but never a shared cache's entry per invented address (Next keeps a header set here).
  return NextResponse.rewrite(target, { status: 404, headers: { 'cache-control': 'private, no-store' } })
}

async function route(request: NextRequest): Promise<NextResponse> {
  const rule = findRedirect(await redirects.get(request.nextUrl.origin), request.nextUrl.pathname)
  if (!rule) {
    // The internal addresses of locales and experiments redirect to their public ones first.
    if (parseLocalizedPath(request.nextUrl.pathname) || parseExperimentPath(request.nextUrl.pathname)) return localize(request) ?? (await experiment(request)) ?? NextResponse.next()
    return (await unrouted(request)) ?? localize(request) ?? (await experiment(request)) ?? NextResponse.next()
  }
  const target = new URL(rule.to, request.nextUrl.origin)
  // Keep the visitor's query (campaign parameters) unless the target sets its own.
  if (!target.search) target.search = request.nextUrl.search
  return NextResponse.redirect(target, rule.status)
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const response = await route(request)
  // Logged out (or session expired) with draft mode still on: end it. This
  // request already reads published content, since drafts need a valid session.
  if (shouldEndDraftMode(request.cookies.getAll().map((c) => c.name))) response.cookies.delete(DRAFT_MODE_COOKIE)
  return response
}

export const config = {
  // Every address but the API, the admin, Next's assets and the social-card image; addresses with an
  // extension too, since the catch-all route would otherwise render (and cache) each one.
  // Files in public/ and the app's file routes (STATIC_FILE_PREFIXES in lib/routing.ts) skip it: no redirect,
  // experiment or 404 verdict applies to them, and they are most of a page view's requests.
  matcher: ['/((?!api(?:/|$)|admin(?:/|$)|_next/|og$|assets/|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$|(?:apple-)?icon(?:\\.\\w+)?$|apple-touch-icon\\.png$|site\\.webmanifest$).*)'],
}
