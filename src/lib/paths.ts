/**
 * Page families, their URL prefixes and how each is generated: the single
 * source of truth for where a document lives on the site.
 */

/**
 * - `blocking`: the known pages are pre-rendered; a page published later is
 *   rendered on its first request and then cached (spec: blocking fallback).
 * - `static`: only the pre-rendered set exists (fallback off).
 */
export type Generation = 'blocking' | 'static'

type FamilyDefinition = {
  label: string
  /** URL prefix without trailing slash; '' places pages at the top level. */
  prefix: string
  generation: Generation
  /** Slugs the family's generated set leaves out (they have a route of their own). */
  skipInGeneration?: readonly string[]
}

export const PAGE_FAMILIES = {
  content: { label: 'Content page', prefix: '', generation: 'static' },
  products: { label: 'Products', prefix: '/products', generation: 'blocking' },
  solutions: { label: 'Solutions', prefix: '/solutions', generation: 'blocking' },
  pricing: {
    label: 'Pricing',
    prefix: '/pricing',
    generation: 'static',
    // The spec: pricing path generation skips the IoT data plans page, which has its own route.
    skipInGeneration: ['iot-data-plans'],
  },
  'use-cases': { label: 'Use cases', prefix: '/use-cases', generation: 'blocking' },
  'learn-ai': { label: 'Learn AI', prefix: '/learn-ai', generation: 'blocking' },
  resources: { label: 'Resources', prefix: '/resources', generation: 'blocking' },
  templates: { label: 'Templates', prefix: '/templates', generation: 'blocking' },
  'phone-numbers': { label: 'Phone numbers', prefix: '/phone-numbers', generation: 'blocking' },
  'sim-cards': { label: 'SIM cards', prefix: '/sim-cards', generation: 'blocking' },
  'ai-templates': { label: 'AI templates', prefix: '/ai-templates', generation: 'blocking' },
  landing: { label: 'Landing', prefix: '/lp', generation: 'blocking' },
  compare: { label: 'Competitor comparison', prefix: '/compare', generation: 'blocking' },
} as const satisfies Record<string, FamilyDefinition>

export type PageFamily = keyof typeof PAGE_FAMILIES
export const PAGE_FAMILY_NAMES = Object.keys(PAGE_FAMILIES) as PageFamily[]

/** Collections other than `pages` that have public URLs, and where. */
export const COLLECTION_PREFIXES = {
  'customer-stories': '/customer-stories',
  'release-notes': '/release-notes',
  'legal-pages': '',
} as const
export type RoutedCollection = keyof typeof COLLECTION_PREFIXES

/** The slug of the content page served at `/`. */
export const HOME_SLUG = 'home'

export function isPageFamily(value: unknown): value is PageFamily {
  return typeof value === 'string' && Object.hasOwn(PAGE_FAMILIES, value)
}

function join(prefix: string, slug: string): string {
  return `${prefix}/${slug}`
}

/** The path of a page of a family, e.g. ('products', 'voice-api') → '/products/voice-api'. */
export function pagePath(family: PageFamily, slug: string): string {
  if (family === 'content' && slug === HOME_SLUG) return '/'
  return join(PAGE_FAMILIES[family].prefix, slug)
}

export function collectionPath(collection: RoutedCollection, slug: string): string {
  return join(COLLECTION_PREFIXES[collection], slug)
}

/** Whether a family's pre-rendered set includes a slug. */
export function isGenerated(family: PageFamily, slug: string): boolean {
  const definition: FamilyDefinition = PAGE_FAMILIES[family]
  return !(definition.skipInGeneration ?? []).includes(slug)
}

/**
 * Normalises a requested path: leading slash, no trailing slash, no query or
 * hash, collapsed slashes, lower case. Returns undefined for paths that can
 * never name a page (dot segments, empty segments after decoding).
 */
export function normalisePath(raw: string): string | undefined {
  const bare = raw.split(/[?#]/)[0] ?? ''
  const segments = bare.split('/').filter(Boolean)
  if (segments.some((s) => s === '.' || s === '..')) return undefined
  return `/${segments.join('/')}`.toLowerCase()
}

/** Path of the catch-all route's segments, e.g. ['why-ostra'] → '/why-ostra'. */
export function pathFromSegments(segments: readonly string[] | undefined): string {
  return normalisePath((segments ?? []).join('/')) ?? '/'
}

/** The list pages that read `?page=N` (rendered per request). */
export const PAGINATED_PATHS: readonly string[] = ['/resources', '/release-notes']

/**
 * Content-page paths served by a route file of their own rather than the
 * catch-all: the home page and the paginated lists.
 */
export const ROUTE_FILE_PATHS: readonly string[] = ['/', ...PAGINATED_PATHS]
