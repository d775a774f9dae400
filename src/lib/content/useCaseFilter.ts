/**
 * The use cases list's filter (industry, product, words), kept in the address as ?industry=&product=&q=, the query
 * GET /api/use-cases runs for it, and its answer. The filter's options are the published use cases' own industries and
 * products (industriesOf, productsOf), labelled by the solution and product pages of the same slugs. (No name here starts
 * with `use`: the hooks lint would take it for a React hook.)
 */
import type { Where } from 'payload'

import { labelFromSlug } from '../pages'
import { industriesOf, productsOf } from './customerStories'
import { normalizeQuery } from './resources'

export type UseCaseFilter = { industry?: string; product?: string; q?: string }

/** A use case as GET /api/use-cases answers it, and as its card shows it. */
export type UseCaseResult = { title: string; path: string; description: string | null; industry: string | null; products: string[] }
export type UseCasesAnswer = { docs: UseCaseResult[]; page: number; totalPages: number; totalDocs: number }

/** What a use-case page is filed under (its Use case fields). */
export type UseCaseFacets = { industry?: string | null; products?: readonly string[] | null }
export type UseCaseOption = { value: string; label: string }
export type UseCaseOptions = { industries: UseCaseOption[]; products: UseCaseOption[] }
/** A page of a family that names a facet: a solution page (an industry) or a product page, by its slug. */
export type FacetPage = { slug?: string | null; title: string }

const FILTER_KEYS = ['industry', 'product', 'q'] as const

/**
 * The filter's options: the industries and products the published use cases are filed under, each once, labelled by
 * the solution (industry) or product page of the same slug, or else from the slug. Industries alphabetically by label;
 * products in the catalogue's order (the product pages'), then any others.
 */
export function optionsOfUseCases(useCases: readonly UseCaseFacets[], solutions: readonly FacetPage[], products: readonly FacetPage[]): UseCaseOptions {
  const facets = useCases.map((u) => ({ industry: u.industry ?? '', products: u.products ?? [] }))
  const titled = (pages: readonly FacetPage[]) => new Map(pages.flatMap((p) => (p.slug ? [[p.slug, p.title] as const] : [])))
  const industryTitles = titled(solutions)
  const productTitles = titled(products)
  return {
    industries: industriesOf(facets)
      .filter(Boolean)
      .map((value) => ({ value, label: industryTitles.get(value) ?? labelFromSlug(value) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    products: productsOf(facets, [...productTitles.keys()]).map((value) => ({ value, label: productTitles.get(value) ?? labelFromSlug(value) })),
  }
}

/**
 * ?industry=&product=&q= → a filter. Values outside the options are dropped (an old or mistyped link shows
 * everything, not nothing); the words are trimmed and squeezed.
 */
export function parseUseCaseFilter(search: string | URLSearchParams, options: UseCaseOptions): UseCaseFilter {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const known = (value: string | null, list: readonly UseCaseOption[]) => (value && list.some((o) => o.value === value) ? value : undefined)
  const industry = known(params.get('industry'), options.industries)
  const product = known(params.get('product'), options.products)
  const q = normalizeQuery(params.get('q') ?? '')
  return { ...(industry ? { industry } : {}), ...(product ? { product } : {}), ...(q ? { q } : {}) }
}

/** The address query with the filter set, keeping the other parameters but dropping ?page= (a new filter starts at its first page). */
export function searchOfUseCaseFilter(current: string, filter: UseCaseFilter): URLSearchParams {
  const params = new URLSearchParams(current)
  for (const key of [...FILTER_KEYS, 'page']) params.delete(key)
  for (const key of FILTER_KEYS) if (filter[key]) params.set(key, filter[key])
  return params
}

export const isFilteringUseCases = (filter: UseCaseFilter): boolean => Boolean(filter.industry || filter.product || filter.q)

/** "1 use case", "7 use cases". */
export const countOfUseCases = (count: number): string => `${count} ${count === 1 ? 'use case' : 'use cases'}`

/** The pages query for a filter: published use cases of the industry and product, every word in the title or the description. */
export function whereUseCases(filter: UseCaseFilter): Where {
  const and: Where[] = [{ family: { equals: 'use-cases' } }]
  if (filter.industry) and.push({ 'useCase.industry': { equals: filter.industry } })
  if (filter.product) and.push({ 'useCase.products': { contains: filter.product } })
  // Payload's `like` is a case-insensitive substring match on postgres; a few words at most.
  for (const word of normalizeQuery(filter.q ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 8)) {
    and.push({ or: [{ title: { like: word } }, { 'meta.description': { like: word } }] })
  }
  return { and }
}
