/**
 * Which requests reach a page route (pure; the proxy applies it). Pages are
 * cached per path by Next, and a 404 rendered by a page route is cached like
 * a page, so an address that no published document has is answered before
 * any page route: with the one shared 404 page, storing nothing for it. The
 * published paths come from GET /api/published-paths, refreshed as documents
 * are published, unpublished, moved or deleted.
 */
import { safeDecode } from './decode'
import { APP_ROUTE_PATHS, normalisePath } from './paths'

/**
 * Files served from `public/` and the app's metadata routes. Every file in
 * `public/` lives under one of these prefixes (a test reads the folder), so a
 * request for any other address with an extension is simply not found.
 */
export const STATIC_FILE_PREFIXES: readonly string[] = [
  '/assets/',
  '/favicon.ico',
  '/robots.txt',
  '/sitemap.xml',
  '/icon',
  '/apple-icon',
  '/apple-touch-icon.png',
  '/site.webmanifest',
]

/** Where the proxy sends an address that no document or route serves: Next's own 404 page (pre-rendered once, in the site's shell). */
export const NOT_FOUND_ROUTE = '/_not-found'

/** The published paths of every routed collection; null until first read (then every request is let through). */
export type PublishedPaths = ReadonlySet<string> | null

export type RoutingVerdict = { kind: 'route' } | { kind: 'not-found' } | { kind: 'canonical'; path: string }

/** A pathname as the browser sent it (percent-encoded), as the path a document would have, or undefined if it can name none. */
export function documentPathOf(pathname: string): string | undefined {
  const decoded = safeDecode(pathname)
  return decoded === undefined ? undefined : normalisePath(decoded)
}

const ROUTE = { kind: 'route' } as const
const NOT_FOUND = { kind: 'not-found' } as const

/**
 * `route` when a page route (or a file, or an app route) serves the address;
 * `canonical` when a document has it in another spelling (upper case, encoded
 * letters, doubled slashes), which is redirected rather than cached once per
 * spelling; `not-found` when nothing does. Draft mode always reaches the
 * routes, so an editor previews documents that were never published.
 */
export function routeFor(pathname: string, published: PublishedPaths, { draft = false }: { draft?: boolean } = {}): RoutingVerdict {
  if (draft || published === null) return ROUTE
  if (STATIC_FILE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return ROUTE
  const path = documentPathOf(pathname)
  if (path === undefined || !(published.has(path) || APP_ROUTE_PATHS.includes(path))) return NOT_FOUND
  return path === pathname ? ROUTE : { kind: 'canonical', path }
}
