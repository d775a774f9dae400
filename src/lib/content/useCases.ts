/** Published use-case pages filtered by industry, product and words (GET /api/use-cases). */
import type { Payload, Where } from 'payload'

import { tags } from '../pages'
import { cachedRead } from '../pages/data'

export type UseCasesFilter = { industry?: string; product?: string; q?: string; page: number; limit: number }

// Published use cases change only on publish (their family's tag): one read per query, not per request.
export const readUseCases = cachedRead(
  'api:use-cases',
  async (payload: Payload, filter: UseCasesFilter) => {
    const and: Where[] = [{ family: { equals: 'use-cases' } }]
    if (filter.industry) and.push({ 'useCase.industry': { equals: filter.industry } })
    if (filter.product) and.push({ 'useCase.products': { contains: filter.product } })
    if (filter.q) and.push({ or: [{ title: { like: filter.q } }, { 'meta.description': { like: filter.q } }] })
    const result = await payload.find({
      collection: 'pages',
      where: { and },
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
        path: d.path,
        description: d.meta?.description ?? null,
        industry: d.useCase?.industry ?? null,
        products: d.useCase?.products ?? [],
      })),
      page: result.page ?? filter.page,
      totalPages: result.totalPages,
      totalDocs: result.totalDocs,
    }
  },
  () => [tags.family('use-cases')],
)
