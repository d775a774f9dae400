/**
 * The path of every published document (pages, legal pages, customer stories, release notes), read once
 * per change: every publish, unpublish, move or delete expires the sitemap tag, which is exactly the set
 * of published documents. The unrouted handler answers addresses no document has with the shared 404
 * page (lib/pages/unrouted.ts); GET /api/published-paths serves the same list.
 */
import type { Payload } from 'payload'

import { ROUTED_COLLECTIONS } from './paths'

import { cachedRead } from './cached'
import { tags } from './tags'

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
