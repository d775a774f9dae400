/** GET /api/use-cases?industry=&product=&q=&page=&limit= — published use-case pages, filtered and paginated. */
import type { Where } from 'payload'
import { z } from 'zod'

import { defineEndpoint } from './endpoint'

export const useCasesQuery = z.object({
  industry: z.string().trim().toLowerCase().max(64).optional(),
  product: z.string().trim().toLowerCase().max(64).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
})

export const useCasesEndpoint = defineEndpoint({
  path: '/use-cases',
  method: 'get',
  query: useCasesQuery,
  handler: async ({ req, query }) => {
    const and: Where[] = [{ family: { equals: 'use-cases' } }]
    if (query.industry) and.push({ 'useCase.industry': { equals: query.industry } })
    if (query.product) and.push({ 'useCase.products': { contains: query.product } })
    if (query.q) and.push({ or: [{ title: { like: query.q } }, { 'meta.description': { like: query.q } }] })
    const result = await req.payload.find({
      collection: 'pages',
      where: { and },
      page: query.page,
      limit: query.limit,
      sort: 'title',
      depth: 0,
      select: { title: true, path: true, meta: { description: true }, useCase: true },
      // As an anonymous visitor: published pages only.
      overrideAccess: false,
      draft: false,
    })
    return Response.json(
      {
        docs: result.docs.map((d) => ({ title: d.title, path: d.path, description: d.meta?.description ?? null, industry: d.useCase?.industry ?? null, products: d.useCase?.products ?? [] })),
        page: result.page ?? query.page,
        totalPages: result.totalPages,
        totalDocs: result.totalDocs,
      },
      { headers: { 'cache-control': 'public, max-age=60, s-maxage=300' } },
    )
  },
})
