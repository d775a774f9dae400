/**
 * Page families, their URL prefixes and how each is generated: the single
 * source of truth for where a document lives on the site.
 */
import { slugFrom } from '../slug'

/**
 * Every family pre-renders its published pages at build time and renders a
 * page published later on its first request, then caches it (the spec's
 * blocking fallback). The spec's "fallback off" for pricing and the top-level
 * pages described a site rebuilt on every publish; here publishing is the
 * rebuild, so a published page exists at once and any other address is 404
 * (answered by the unrouted handler, lib/pages/unrouted.ts). docs/architecture.md: Page families.
 */
type FamilyDefinition = {
  label: string
  /** URL prefix without trailing slash; '' places pages at the top level. */
  prefix: string
  /** Slugs the family's generated set leaves out (they have a route of their own). */
  skipInGeneration?: readonly string[]
}

export const PAGE_FAMILIES = {
  content: { label: 'Content page', prefix: '' },
  products: { label: 'Products', prefix: '/products' },
  solutions: { label: 'Solutions', prefix: '/solutions' },
  pricing: {
    label: 'Pricing',
    prefix: '/pricing',
    // The spec: pricing path generation skips the IoT data plans page, which has its own route.
    skipInGeneration: ['iot-data-plans'],
  },
  'use-cases': { label: 'Use cases', prefix: '/use-cases' },
  'learn-ai': { label: 'Learn AI', prefix: '/learn-ai' },
  resources: { label: 'Resources', prefix: '/resources' },
  templates: { label: 'Templates', prefix: '/templates' },
  'phone-numbers': { label: 'Phone numbers', prefix: '/phone-numbers' },
  'sim-cards': { label: 'SIM cards', prefix: '/sim-cards' },
  'ai-templates': { label: 'AI templates', prefix: '/ai-templates' },
  landing: { label: 'Landing', prefix: '/lp' },
  compare: { label: 'Competitor comparison', prefix: '/compare' },
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

/** Every collection whose documents have public addresses: pages first, then the others. */
export const ROUTED_COLLECTIONS = ['pages', 'customer-stories', 'release-notes', 'legal-pages'] as const satisfies readonly ('pages' | RoutedCollection)[]
export type RoutedCollectionSlug = (typeof ROUTED_COLLECTIONS)[number]
// A tuple (for z.enum and Payload's options), kept complete by tsc: a collection given a prefix above must be listed.
const _everyPrefixListed: Exclude<RoutedCollection, RoutedCollectionSlug> extends never ? true : never = true

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

/**
 * The address a document will have once saved, from its form as it stands (the slug as the slug
 * hook makes it, the page family): what the admin shows before the first save. Undefined while
 * there is no slug to make, or for a collection without addresses.
 */
export function expectedPath(collection: string, form: { slug?: unknown; title?: unknown; family?: unknown }): string | undefined {
  const slug = slugFrom(form.slug, form.title)
  if (!slug) return undefined
  if (collection === 'pages') return pagePath(isPageFamily(form.family) ? form.family : 'content', slug)
  return collection in COLLECTION_PREFIXES ? collectionPath(collection as RoutedCollection, slug) : undefined
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

/** The list pages that read `?page=N`: pre-rendered at their bare address, rendered per request with a query (lib/pages/nextRouting). */
export const PAGINATED_PATHS: readonly string[] = ['/resources', '/release-notes']

/** Paths served by the app itself rather than by a document. */
export const APP_ROUTE_PATHS: readonly string[] = ['/styleguide', '/search', '/preview', '/preview/exit', '/sitemap.xml', '/robots.txt']

/**
 * Content-page paths served by a route file of their own rather than the
 * catch-all: the home page and the paginated lists.
 */
export const ROUTE_FILE_PATHS: readonly string[] = ['/', ...PAGINATED_PATHS]
