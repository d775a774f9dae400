/**
 * GET /api/published-paths → {paths}: the path of every published document (lib/pages/publishedPaths.ts).
 */
import { readPublishedPaths } from '@/lib/pages/data'

import { defineEndpoint } from './endpoint'

export const publishedPathsEndpoint = defineEndpoint({
  path: '/published-paths',
  method: 'get',
  rateLimit: false,
  // Never kept by the edge: a publish must show at once.
  handler: async ({ req }) => Response.json(await readPublishedPaths(req.payload), { headers: { 'cache-control': 'no-store' } }),
})
