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
