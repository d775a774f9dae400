/**
 * Addresses and files (pure). Pages are cached per path by Next, and a 404
 * rendered by a page route is cached like a page, so a page route serves only
 * its pre-rendered set and every other address reaches the unrouted handler
 * (lib/pages/unrouted.ts), which answers one that no published document has with the
 * one shared 404 page, storing nothing for it.
 */
import { safeDecode } from '../decode'
import { normalisePath } from './paths'

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

/** The page the unrouted handler answers for an address that no document or route serves: Next's own 404 page (pre-rendered once, in the site's shell). */
export const NOT_FOUND_ROUTE = '/_not-found'

/** A pathname as the browser sent it (percent-encoded), as the path a document would have, or undefined if it can name none. */
export function documentPathOf(pathname: string): string | undefined {
  const decoded = safeDecode(pathname)
  return decoded === undefined ? undefined : normalisePath(decoded)
}
