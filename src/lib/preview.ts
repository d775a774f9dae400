/**
 * Draft preview addresses. Pure: the preview route, the admin's live preview
 * and the admin bar all build and check their links here.
 */

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

/** The address that leaves draft mode and returns to `path`. */
export function exitPreviewUrl(path: string): string {
  return `${PREVIEW_EXIT_PATH}?${new URLSearchParams({ path }).toString()}`
}

/** The admin's edit view of a document. */
export function adminEditUrl(collection: string, id: number | string): string {
  return `/admin/collections/${collection}/${encodeURIComponent(String(id))}`
}

/** Next's draft-mode cookie, and Payload's session cookie (default cookie prefix "payload"). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'
export const SESSION_COOKIE = 'payload-token'

/** Draft mode outlives a logout unless someone ends it: it ends on the first page view without a session. */
export function shouldEndDraftMode(cookieNames: Iterable<string>): boolean {
  const names = new Set(cookieNames)
  return names.has(DRAFT_MODE_COOKIE) && !names.has(SESSION_COOKIE)
}
