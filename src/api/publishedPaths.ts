/**
 * GET /api/published-paths → {paths}: the path of every published document
 * (pages, legal pages, customer stories, release notes). The unrouted handler
 * reads it (readPublishedPaths) to answer addresses that no document has with
 * the shared 404 page, so nothing is cached per invented address (lib/unrouted.ts).
 * Read once per change: every publish, unpublish, move or delete expires the
 * sitemap tag, which is exactly the set of published documents.
 */
import type { Payload } from 'payload'

import { cachedRead } from '@/lib/pages/cached'
import { tags } from '@/lib/pages/tags'
import { ROUTED_COLLECTIONS } from '@/lib/paths'

import { defineEndpoint } from './endpoint'

export type PublishedPathsBody = { paths: string[] }

export const readPublishedPaths = cachedRead(
  'api:published-paths',
  async (payload: Payload): Promise<PublishedPathsBody> => {
    const lists = await Promise.all(
      ROUTED_COLLECTIONS.map((collection) =>
        // As an anonymous visitor (no user, access on): drafts and never-published documents stay out.
        payload.find({ collection, limit: 0, pagination: false, depth: 0, select: { path: true }, overrideAccess: false, draft: false }),
      ),
    )
    const paths = lists.flatMap((list) => list.docs.map((doc) => doc.path)).filter((path): path is string => typeof path === 'string')
    return { paths: [...new Set(paths)].sort() }
  },
  () => [tags.sitemap],
)

export const publishedPathsEndpoint = defineEndpoint({
  path: '/published-paths',
  method: 'get',
  rateLimit: false,
  // Never kept by the edge: a publish must show at once.
  handler: async ({ req }) => Response.json(await readPublishedPaths(req.payload), { headers: { 'cache-control': 'no-store' } }),
})
