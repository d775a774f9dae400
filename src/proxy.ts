/**
 * Runs before rendering: answers the redirects managed in the admin. The
 * table is read from this site's own REST API and kept in memory for a few
 * seconds (stale-while-revalidate), so a request costs a map lookup.
 */
import { NextResponse, type NextRequest } from 'next/server'

import { PAGINATED_PATHS } from './lib/paths'
import { DRAFT_MODE_COOKIE, shouldEndDraftMode } from './lib/preview'
import { findLocale, LOCALE_PARAM, localizedPath, parseLocalizedPath } from './lib/seo/locales'
import { buildRedirectMap, findRedirect, type RedirectDoc, type RedirectMap } from './lib/redirects'

/** How long the table is used before it is read again (in the background). */
const REDIRECTS_TTL_MS = 5000

let table: { map: RedirectMap; at: number } | undefined
let loading: Promise<RedirectMap> | undefined

async function load(origin: string): Promise<RedirectMap> {
  try {
    const response = await fetch(`${origin}/api/redirects?pagination=false&depth=1`, { signal: AbortSignal.timeout(3000), cache: 'no-store' })
    if (!response.ok) throw new Error(`status ${response.status}`)
    const body = (await response.json()) as { docs?: RedirectDoc[] }
    const map = buildRedirectMap(body.docs ?? [])
    table = { map, at: Date.now() }
    return map
  } catch (error) {
    // Pages still render without redirects; the next request tries again.
    console.error('redirects: failed to load the table', error instanceof Error ? error.message : error)
    return table?.map ?? new Map()
  } finally {
    loading = undefined
  }
}

function redirects(origin: string): Promise<RedirectMap> | RedirectMap {
  if (table && Date.now() - table.at < REDIRECTS_TTL_MS) return table.map
  loading ??= load(origin)
  return table ? table.map : loading
}

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

async function route(request: NextRequest): Promise<NextResponse> {
  const rule = findRedirect(await redirects(request.nextUrl.origin), request.nextUrl.pathname)
  if (!rule) return localize(request) ?? NextResponse.next()
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
  // Pages only: not the API, the admin, Next's assets, metadata files or anything with an extension.
  matcher: ['/((?!api(?:/|$)|admin(?:/|$)|_next/|og$|.*\\.[a-z0-9]+$).*)'],
}
