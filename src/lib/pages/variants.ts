/**
 * A page's variant: what it is rendered for besides its path — a non-default locale (`?locale=`), a page of
 * a paginated list (`?page=`), the variants of its running experiments. One mechanism for all three: the
 * variant is a path segment of the one internal render address, `/x/{variant}{path}`, so each combination
 * is rendered on first request and cached like the page itself, expired by the same tags.
 *
 * Who sends a request there: next.config's rewrites (lib/pages/nextRouting.ts) for `?locale=`, `?page=` and
 * the visitor's variant cookie (below), and the unrouted handler for a page published since the build.
 * Nobody else: a direct request for an internal address is redirected to the public one.
 *
 * The segment: its parts joined by `~`, in a fixed order — the locale's code in lower case (`en-gb`), `p{N}`
 * for a page after the first, then each experiment's `key.{variant}` (sorted); `_` when there is none.
 * The parts cannot be mistaken for each other: only experiment parts hold a dot, and no locale code starts
 * with `p` and a digit.
 */
import { decodeAssignments, encodeAssignments, EXPERIMENT_KEY_PATTERN, type Assignments } from '../experiments'
import { safeDecode } from '../decode'
import { findLocale, type Locale } from './locales'
import { PAGE_FAMILIES } from './paths'

/** The internal render address's first segment (never a public address). */
export const VARIANT_PREFIX = '/x'

/** The variant segment of a page rendered as it is: the default locale, the first page, every experiment's control. */
export const NO_VARIANT = '_'

export type PageVariant = {
  /** A non-default locale, or undefined for the default one. */
  locale?: Locale
  /** 1 unless a paginated list's later page. */
  page: number
  experiments: Assignments
}

/**
 * A list's later page, 2 to 9999, as a regular expression's source: next.config's `?page=` rewrite matches
 * it, and the variant segment reads it back (page 1 is the list's bare address, never a variant).
 */
export const LATER_PAGE = '[2-9]|[1-9]\\d{1,3}'

const PAGE_PART = new RegExp(`^p(${LATER_PAGE})$`)

export function encodeVariant({ locale, page, experiments }: Partial<PageVariant>): string {
  const parts = [
    ...(locale && !locale.isDefault ? [locale.code.toLowerCase()] : []),
    ...(page && page > 1 ? [`p${page}`] : []),
    ...(experiments && Object.keys(experiments).length > 0 ? [encodeAssignments(experiments)] : []),
  ]
  return parts.length > 0 ? parts.join('~') : NO_VARIANT
}

/** The inverse of encodeVariant; a malformed part is left out (the page as it is, for that part). */
export function decodeVariant(segment: string): PageVariant {
  const variant: { locale?: Locale; page: number; experiments: Assignments } = { page: 1, experiments: {} }
  const experimentParts: string[] = []
  for (const part of (safeDecode(segment) ?? '').split('~')) {
    const page = PAGE_PART.exec(part)
    const locale = part.includes('.') ? undefined : findLocale(part)
    if (page) variant.page = Number(page[1])
    else if (locale && !locale.isDefault) variant.locale = locale
    else if (part.includes('.')) experimentParts.push(part)
  }
  variant.experiments = decodeAssignments(experimentParts.join('~'))
  return variant
}

/** `/x/{variant}{path}`: the internal address a page renders at with that variant. */
export function variantPath(variant: Partial<PageVariant> | string, path: string): string {
  const segment = typeof variant === 'string' ? variant : encodeVariant(variant)
  return `${VARIANT_PREFIX}/${encodeURIComponent(segment)}${path === '/' ? '' : path}`
}

/** How many segments a path has: `/` 0, `/pricing` 1, `/products/voice-api` 2. */
export function pathDepth(path: string): number {
  return path.split('/').filter(Boolean).length
}

/** The deepest a page's path goes: a family's prefix and a slug. */
export const MAX_PAGE_DEPTH = Math.max(...Object.values(PAGE_FAMILIES).map((family) => pathDepth(family.prefix) + 1))

/**
 * The visitor's variants of a page with running experiments live in a cookie scoped to the page's path
 * (lib/experiments/chooser.ts sets it), named for the path's depth: `ostra_v0` for `/`, `ostra_v1` for
 * `/pricing`, `ostra_v2` for `/products/voice-api`. A cookie is also sent to the paths below its own;
 * named by depth, `/pricing`'s is never read as `/pricing/messaging`'s, so next.config's static rewrites
 * (one per depth) pick exactly the page's own. Underscores: nginx reads it as `$cookie_ostra_v1`.
 */
export const VARIANT_COOKIE_PREFIX = 'ostra_v'
export const VARIANT_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

export function variantCookieName(path: string): string {
  return `${VARIANT_COOKIE_PREFIX}${pathDepth(path)}`
}

/**
 * A variant cookie's value as a regular expression's source: one to eight experiments' `key.{variant}`
 * joined by `~`, as the chooser writes them. Next's rewrite matches it whole; anything else is no variant.
 */
export const VARIANT_COOKIE_VALUE = (() => {
  const key = EXPERIMENT_KEY_PATTERN.source.replace(/^\^|\$$/g, '')
  const part = `${key}\\.[0-3]`
  return `${part}(?:~${part}){0,7}`
})()
