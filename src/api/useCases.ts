/** GET /api/use-cases?industry=&product=&q=&page=&limit= — published use-case pages, filtered and paginated. */
import { z } from 'zod'

import { readUseCases } from '@/lib/content/data'

import { defineEndpoint, PUBLIC_READ_HEADERS } from './endpoint'

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
    const answer = await readUseCases(req.payload, query)
    return Response.json(answer, { headers: PUBLIC_READ_HEADERS })
  },
})
