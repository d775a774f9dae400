/**
 * Canonical addresses (spec §2): absolute, without the hash, and without any
 * query parameter outside one allowed set.
 */
import { findLocale, LOCALE_PARAM, LOCALES } from '../pages'

/** The query parameters a canonical address keeps: list pages and locale variants are pages of their own. */
export const CANONICAL_QUERY_PARAMS = ['page', LOCALE_PARAM] as const

export function canonicalUrl(siteUrl: string, pathOrUrl: string): string {
  const url = new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, '')}/`)
  const kept = new URLSearchParams()
  for (const name of CANONICAL_QUERY_PARAMS) {
    const value = url.searchParams.get(name)
    if (value === null || value === '') continue
    // Page 1 and the default locale are the plain address, so each page has one canonical URL.
    if (name === 'page' && (!/^\d+$/.test(value) || Number(value) <= 1)) continue
    if (name === LOCALE_PARAM) {
      const locale = findLocale(value)
      if (!locale || locale.isDefault) continue
      kept.set(name, locale.code)
      continue
    }
    kept.set(name, value)
  }
  const site = new URL(siteUrl)
  const query = kept.toString()
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '/'
  return `${site.origin}${path}${query ? `?${query}` : ''}`
}

/** hreflang alternates of a path: one per locale (the default without a query) plus x-default. */
export function languageAlternates(siteUrl: string, path: string): Record<string, string> {
  const alternates: Record<string, string> = {}
  for (const locale of LOCALES) {
    alternates[locale.code] = canonicalUrl(siteUrl, locale.isDefault ? path : `${path}?${LOCALE_PARAM}=${locale.code}`)
  }
  alternates['x-default'] = canonicalUrl(siteUrl, path)
  return alternates
}
