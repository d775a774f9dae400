/**
 * Link classification (spec §2, Links): a link is internal when it starts with
 * the site's own address, a local development address, `tel:`, `data:`, `/`
 * or `#`; every other link is external.
 */

export const LOCAL_DEVELOPMENT_ORIGINS = ['http://localhost', 'https://localhost', 'http://127.0.0.1', 'https://127.0.0.1'] as const
const INTERNAL_PREFIXES = ['tel:', 'data:', '/', '#'] as const

export type LinkKind = 'internal' | 'external' | 'hash'

export function classifyLink(href: string, siteUrl: string): LinkKind {
  const value = href.trim()
  if (value.startsWith('#')) return 'hash'
  // Protocol-relative addresses ("//host") leave the site.
  if (value.startsWith('//')) return 'external'
  if (INTERNAL_PREFIXES.some((prefix) => value.startsWith(prefix))) return 'internal'
  const lower = value.toLowerCase()
  const site = siteUrl.replace(/\/+$/, '').toLowerCase()
  if (site && (lower === site || lower.startsWith(`${site}/`) || lower.startsWith(`${site}?`) || lower.startsWith(`${site}#`))) return 'internal'
  if (LOCAL_DEVELOPMENT_ORIGINS.some((origin) => lower.startsWith(origin))) return 'internal'
  return 'external'
}

export type LinkAttributes = { target?: '_blank'; rel?: string }

/** External links open in a new tab without access to this page. */
export function linkAttributes(kind: LinkKind): LinkAttributes {
  return kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {}
}
