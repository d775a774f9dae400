/**
 * GET /api/resources?category=&q=&page=&limit= — the resources list filtered
 * by category and words, for the list's search (the unfiltered list is
 * rendered statically). Published pages only; cached briefly by shared caches.
 */
import { z } from 'zod'

import { MAX_QUERY_LENGTH, normalizeQuery, RESOURCE_CATEGORY_NAMES } from '@/lib/content'
import { readResources } from '@/lib/content/data'

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

export const resourcesEndpoint = defineEndpoint({
  path: '/resources',
  method: 'get',
  query: resourcesQuery,
  handler: async ({ req, query }) => {
    const answer = await readResources(req.payload, query)
    return Response.json(answer, { headers: { 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' } })
  },
})
