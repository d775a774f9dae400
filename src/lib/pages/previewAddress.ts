/**
 * Draft preview addresses. Pure: the preview route, the admin's live preview
 * and the admin bar all build and check their links here.
 */

import type { PageFamily } from './paths'

export const PREVIEW_PATH = '/preview'
export const PREVIEW_EXIT_PATH = '/preview/exit'

/** Live preview widths in the admin (the spec's mobile, tablet and desktop). */
export const PREVIEW_BREAKPOINTS = [
  { name: 'mobile', label: 'Mobile', width: 375, height: 667 },
  { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
  { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
] as const

/**
 * A path on this site, or undefined: absolute URLs, protocol-relative `//host`
 * and backslash tricks are refused so the preview routes never redirect away.
 */
export function sitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 1024) return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined
  // Control characters (e.g. a newline) have no place in a path.
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined
  return value
}

/** The address that turns draft mode on and shows `path` (absolute when siteUrl is given). */
export function previewUrl(path: string, secret: string, siteUrl = ''): string {
  const query = new URLSearchParams({ path, secret })
  return `${siteUrl}${PREVIEW_PATH}?${query.toString()}`
}

/**
 * The cookie naming the campaign release an editor previews the whole site as after (its id): set and cleared
 * by /preview, read only in draft mode with an editor's session.
 */
export const RELEASE_PREVIEW_COOKIE = 'ostra-release-preview'

/** The address that shows the whole site as it will be after a release, starting at `path`. */
export function releasePreviewUrl(release: number, path: string, secret: string): string {
  const query = new URLSearchParams({ path, secret, release: String(release) })
  return `${PREVIEW_PATH}?${query.toString()}`
}

/** Host names the admin may be opened at besides SITE_URL's: the machine itself. */
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The origin the admin was opened at, when it is one of this site's
 * (SITE_URL's host, or this machine under any port), else SITE_URL: links
 * for the editor then keep the session cookie of the origin they signed in
 * at, and a forged Host header never points them elsewhere.
 */
export function editorOrigin(host: string | null | undefined, forwardedProto: string | null | undefined, siteUrl: string): string {
  const site = new URL(siteUrl)
  if (!host || !/^[a-z0-9.\-\[\]:]+$/i.test(host)) return site.origin
  const protocol = forwardedProto === 'https' || forwardedProto === 'http' ? `${forwardedProto}:` : site.protocol
  let candidate: URL
  try {
    candidate = new URL(`${protocol}//${host}`)
  } catch {
    return site.origin
  }
  return candidate.hostname === site.hostname || LOCAL_HOSTNAMES.has(candidate.hostname) ? candidate.origin : site.origin
}

/** The address that leaves draft mode and returns to `path`. */
export function exitPreviewUrl(path: string): string {
  return `${PREVIEW_EXIT_PATH}?${new URLSearchParams({ path }).toString()}`
}

/** The admin's edit view of a document. */
export function adminEditUrl(collection: string, id: number | string): string {
  return `/admin/collections/${collection}/${encodeURIComponent(String(id))}`
}

/** The admin's edit view of a global (the header, the footer). */
export function adminGlobalUrl(global: string): string {
  return `/admin/globals/${encodeURIComponent(global)}`
}

/** The query parameter of the pages' create view that chooses the new page's type (components/admin/FamilyFromLink). */
export const FAMILY_PARAMETER = 'family'

/** The admin's create view of a new page of one type (the dashboard's "Create a landing page"). */
export function adminCreatePageUrl(family: PageFamily): string {
  return `/admin/collections/pages/create?${FAMILY_PARAMETER}=${encodeURIComponent(family)}`
}

/** Next's draft-mode cookie, and Payload's session cookie (default cookie prefix "payload"). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'
export const SESSION_COOKIE = 'payload-token'

/** Draft mode outlives a logout unless someone ends it: it ends on the first page view without a session. */
export function shouldEndDraftMode(cookieNames: Iterable<string>): boolean {
  const names = new Set(cookieNames)
  return names.has(DRAFT_MODE_COOKIE) && !names.has(SESSION_COOKIE)
}
