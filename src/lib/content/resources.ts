/** The resources (blog) categories and the list's filter, read from and written to the address bar. */
import type { Where } from 'payload'

import type { CardImage } from '../media'

export const RESOURCE_CATEGORIES = {
  ai: 'Voice AI & inference',
  voice: 'Voice & SIP',
  messaging: 'Messaging',
  numbers: 'Numbers',
  iot: 'IoT',
  compliance: 'Compliance & security',
  engineering: 'Engineering',
} as const

export type ResourceCategory = keyof typeof RESOURCE_CATEGORIES
export const RESOURCE_CATEGORY_NAMES = Object.keys(RESOURCE_CATEGORIES) as [ResourceCategory, ...ResourceCategory[]]

/** The resource center's e-mail sign-up (the resource-center-email-signup form): under every article and on /resources. */
export const RESOURCE_SIGNUP = {
  form: 'resource-center-email-signup',
  heading: 'Get new articles by e-mail',
  text: 'One e-mail when we publish: engineering notes, guides and customer stories. Unsubscribe any time.',
} as const

export const isResourceCategory = (value: unknown): value is ResourceCategory => typeof value === 'string' && value in RESOURCE_CATEGORIES

export const MAX_QUERY_LENGTH = 100

export type ResourceFilter = { category?: ResourceCategory; q?: string }

/** GET /api/resources's answer. */
export type ResourceResult = {
  title: string
  path: string
  description: string | null
  publishedAt: string | null
  category: string | null
  /** The page's social image (SEO → image), shown on its card. */
  image: CardImage | null
}
export type ResourcesAnswer = { docs: ResourceResult[]; page: number; totalPages: number; totalDocs: number }

/** ?category=&q= → a filter; unknown categories and blank queries are dropped, the query trimmed and squeezed. */
export function parseResourceFilter(search: string | URLSearchParams): ResourceFilter {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const category = params.get('category') ?? undefined
  const q = normalizeQuery(params.get('q') ?? '')
  return { ...(isResourceCategory(category) ? { category } : {}), ...(q ? { q } : {}) }
}

export function normalizeQuery(q: string): string {
  return q.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH)
}

/** The address-bar query for a filter, keeping the other parameters but dropping ?page= (a new filter starts at its first page). */
export function resourceFilterSearch(current: string, filter: ResourceFilter): string {
  const params = new URLSearchParams(current)
  for (const key of ['category', 'q', 'page']) params.delete(key)
  if (filter.category) params.set('category', filter.category)
  if (filter.q) params.set('q', filter.q)
  const text = params.toString()
  return text ? `?${text}` : ''
}

export const isFiltering = (filter: ResourceFilter): boolean => Boolean(filter.category || filter.q)

/** The pages query for a filter: published resources of the category, every word in the title or the description. */
export function resourcesWhere(filter: ResourceFilter): Where {
  const and: Where[] = [{ family: { equals: 'resources' } }]
  if (filter.category) and.push({ category: { equals: filter.category } })
  // Payload's `like` is a case-insensitive substring match on postgres; a few words at most.
  for (const word of (filter.q ?? '').split(' ').filter(Boolean).slice(0, 8)) {
    and.push({ or: [{ title: { like: word } }, { 'meta.description': { like: word } }] })
  }
  return { and }
}
