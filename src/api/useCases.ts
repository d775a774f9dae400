/** GET /api/use-cases?industry=&product=&q=&page=&limit= — published use-case pages, filtered and paginated. */
import type { Payload } from 'payload'
import type { Where } from 'payload'
import { z } from 'zod'

import { cachedRead } from '@/lib/pages/data'
import { tags } from '@/lib/pages'

import { defineEndpoint, PUBLIC_READ_HEADERS } from './endpoint'

export const useCasesQuery = z.object({
  industry: z.string().trim().toLowerCase().max(64).optional(),
  product: z.string().trim().toLowerCase().max(64).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
})

// Published use cases change only on publish (their family's tag): one read per query, not per request.
const readUseCases = cachedRead(
  'api:use-cases',
  async (payload: Payload, filter: z.output<typeof useCasesQuery>) => {
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

export const useCasesEndpoint = defineEndpoint({
  path: '/use-cases',
  method: 'get',
  query: useCasesQuery,
  handler: async ({ req, query }) => {
    const answer = await readUseCases(req.payload, query)
    return Response.json(answer, { headers: PUBLIC_READ_HEADERS })
  },
})
