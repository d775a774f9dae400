/** The site's locales (spec §3): one list, with the default first. */
export const LOCALES = [
  { code: 'en-US', name: 'United States', alpha2: 'US', currency: 'USD', isDefault: true },
  { code: 'en-AU', name: 'Australia', alpha2: 'AU', currency: 'AUD', isDefault: false },
  { code: 'en-GB', name: 'United Kingdom', alpha2: 'GB', currency: 'GBP', isDefault: false },
  { code: 'nl-NL', name: 'Netherlands', alpha2: 'NL', currency: 'EUR', isDefault: false },
] as const

export type Locale = (typeof LOCALES)[number]
/** The query parameter that selects a locale, e.g. ?locale=en-GB. */
export const LOCALE_PARAM = 'locale'

/** The locale a `?locale=` value names (case-insensitive); undefined for unknown values. */
export function findLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined
  const wanted = value.toLowerCase()
  return LOCALES.find((l) => l.code.toLowerCase() === wanted)
}

/**
 * Where a non-default locale's pages are rendered: next.config rewrites
 * `/pricing/messaging?locale=en-GB` to `/l/en-gb/pricing/messaging` (the
 * visitor keeps the first address), so each locale's page is cached like any
 * other static page instead of being rendered per request.
 */
export const LOCALIZED_PREFIX = '/l'

export function localizedPath(locale: Locale, path: string): string {
  return `${LOCALIZED_PREFIX}/${locale.code.toLowerCase()}${path === '/' ? '' : path}`
}

/** The locale and page path of a localized route address, or undefined. */
export function parseLocalizedPath(pathname: string): { locale: Locale; path: string } | undefined {
  const match = new RegExp(`^${LOCALIZED_PREFIX}/([^/]+)(/.*)?$`).exec(pathname)
  const locale = match ? findLocale(match[1]) : undefined
  if (!match || !locale || locale.isDefault) return undefined
  return { locale, path: match[2] && match[2] !== '/' ? match[2] : '/' }
}
