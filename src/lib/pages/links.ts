/**
 * Link classification (spec §2, Links): a link is internal when it starts with
 * the site's own address, a local development address, `tel:`, `data:`, `/`
 * or `#`; every other link is external. One departure: `mailto:` is internal too,
 * like `tel:`: it opens the visitor's mail app, so a new tab (left blank) and an
 * "opens in a new tab" arrow would only mislead.
 */

export const LOCAL_DEVELOPMENT_ORIGINS = ['http://localhost', 'https://localhost', 'http://127.0.0.1', 'https://127.0.0.1'] as const
const INTERNAL_PREFIXES = ['tel:', 'mailto:', 'data:', '/', '#'] as const

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

/**
 * What is wrong with a link a marketer typed, or undefined when it is an address (issue 30): a path
 * on this site, a `#section`, a full `https://` address (or a local development one), `mailto:` or
 * `tel:`. Words such as "sign up page" would publish a link to a 404.
 */
export function linkProblem(href: string): string | undefined {
  const value = href.trim()
  if (!value) return undefined
  if (/^tel:\+?[\d\s().-]{3,}$/i.test(value)) return undefined
  if (/\s/.test(value)) return 'An address has no spaces: a path such as /sign-up, or a full address such as https://example.com.'
  if (value.startsWith('//')) return 'Start a web address with https://, or a page of this site with a single /.'
  if (value.startsWith('/') || value.startsWith('#')) return undefined
  if (/^https:\/\/[^/?#]+\.[^/?#]+/i.test(value)) return undefined
  if (LOCAL_DEVELOPMENT_ORIGINS.some((origin) => value.toLowerCase().startsWith(origin))) return undefined
  if (/^mailto:[^@\s]+@[^@\s]+$/i.test(value)) return undefined
  if (/^http:\/\//i.test(value)) return 'Use https:// (the secure address); visitors’ browsers warn on http://.'
  return 'Not an address: type a path on this site such as /pricing, #faq for a section of this page, a full https:// address, mailto: or tel:.'
}
