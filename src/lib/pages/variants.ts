/**
 * A page's variant: what it is rendered for besides its path — a non-default locale (`?locale=`), a page of
 * a paginated list (`?page=`), the variants of its running experiments. One mechanism for all three: the
 * variant is a path segment of the one internal render address, `/x/{variant}{path}`, so each combination
 * is rendered on first request and cached like the page itself, expired by the same tags.
 *
 * Who sends a request there: next.config's rewrites for `?locale=` and `?page=` (lib/pages/nextRouting.ts),
 * the unrouted handler for a page with running experiments or published since the build. Nobody else:
 * a direct request for an internal address is redirected to the public one.
 *
 * The segment: its parts joined by `~`, in a fixed order — the locale's code in lower case (`en-gb`), `p{N}`
 * for a page after the first, then each experiment's `key.{variant}` (sorted); `_` when there is none.
 * The parts cannot be mistaken for each other: only experiment parts hold a dot, and no locale code starts
 * with `p` and a digit.
 */
import { decodeAssignments, encodeAssignments, type Assignments } from '../experiments'
import { safeDecode } from '../decode'
import { findLocale, type Locale } from './locales'

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
