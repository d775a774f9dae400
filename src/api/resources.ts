/**
 * GET /api/resources?category=&q=&page=&limit= — the resources list filtered
 * by category and words, for the list's search (the unfiltered list is
 * rendered statically). Published pages only; cached briefly by shared caches.
 */
import type { Payload } from 'payload'
import { z } from 'zod'

import { MAX_QUERY_LENGTH, normalizeQuery, RESOURCE_CATEGORY_NAMES, resourcesWhere, type ResourcesAnswer } from '@/lib/content'
import { cachedRead } from '@/lib/pages/data'
import { RESOURCE_CARD_READ, resourceCardOf } from '@/lib/content/data'
import { tags } from '@/lib/pages'

import { defineEndpoint } from './endpoint'

export const resourcesQuery = z.object({
  category: z.enum(RESOURCE_CATEGORY_NAMES, { message: `must be one of ${RESOURCE_CATEGORY_NAMES.join(', ')}` }).optional(),
  q: z
    .string()
    .max(MAX_QUERY_LENGTH * 2, `must be at most ${MAX_QUERY_LENGTH} characters`)
    .transform(normalizeQuery)
    .optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(48).default(9),
})

// Published resources change only on publish (their family's tag): one read per query, not per request.
const readResources = cachedRead(
  'api:resources',
  async (payload: Payload, filter: z.output<typeof resourcesQuery>): Promise<ResourcesAnswer> => {
    const result = await payload.find({
      collection: 'pages',
      where: resourcesWhere({ category: filter.category, q: filter.q }),
      sort: ['-publishedAt', 'title'],
      page: filter.page,
      limit: filter.limit,
      ...RESOURCE_CARD_READ,
      // No req: read as an anonymous visitor even when an editor asks, so drafts never leak into shared caches.
      overrideAccess: false,
      draft: false,
    })
    return {
      docs: result.docs.map(resourceCardOf),
      page: result.page ?? 1,
      totalPages: result.totalPages,
      totalDocs: result.totalDocs,
    }
  },
  () => [tags.family('resources')],
)

export const resourcesEndpoint = defineEndpoint({
  path: '/resources',
  method: 'get',
  query: resourcesQuery,
  handler: async ({ req, query }) => {
    const answer = await readResources(req.payload, query)
    return Response.json(answer, { headers: { 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' } })
  },
})
