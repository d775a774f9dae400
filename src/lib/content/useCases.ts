/** Published use-case pages filtered by industry, product and words (GET /api/use-cases and the Use cases block). */
import type { Payload } from 'payload'

import { tags } from '../pages'
import { cachedRead, cachedWithPayload } from '../pages/data'
import { whereUseCases, type UseCaseFacets, type UseCaseFilter, type UseCasesAnswer } from './useCaseFilter'

export type UseCasesFilter = UseCaseFilter & { page: number; limit: number }

async function findUseCases(payload: Payload, filter: UseCasesFilter): Promise<UseCasesAnswer> {
  const result = await payload.find({
    collection: 'pages',
    where: whereUseCases(filter),
    page: filter.page,
    limit: filter.limit,
    sort: 'title',
    depth: 0,
    select: { title: true, path: true, meta: { description: true }, useCase: true },
    // As an anonymous visitor: published pages only.
    overrideAccess: false,
    draft: false,
  })
  return {
    docs: result.docs.map((d) => ({
      title: d.title,
      path: d.path ?? '#',
      description: d.meta?.description ?? null,
      industry: d.useCase?.industry ?? null,
      products: d.useCase?.products ?? [],
    })),
    page: result.page ?? filter.page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}

const useCasesTags = () => [tags.family('use-cases')]

// Published use cases change only on publish (their family's tag): one read per query, not per request.
export const readUseCases = cachedRead('api:use-cases', findUseCases, useCasesTags)

/** The same read for a page's render (the Use cases block's first page): its tags go with the page, so a publish re-renders it. */
export const listUseCases = cachedWithPayload('use-cases', findUseCases, useCasesTags)

/** What every published use case is filed under: the Use cases block's filter options. */
export const listUseCaseFacets = cachedWithPayload(
  'use-case-facets',
  async (payload: Payload): Promise<UseCaseFacets[]> => {
    const result = await payload.find({
      collection: 'pages',
      where: { family: { equals: 'use-cases' } },
      pagination: false,
      depth: 0,
      select: { useCase: true },
      overrideAccess: false,
      draft: false,
    })
    return result.docs.map((d) => ({ industry: d.useCase?.industry ?? null, products: d.useCase?.products ?? [] }))
  },
  useCasesTags,
)
