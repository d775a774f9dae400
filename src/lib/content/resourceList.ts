/** The resources list filtered by category and words (GET /api/resources), published pages only. */
import type { Payload } from 'payload'

import { tags } from '../pages'
import { cachedRead } from '../pages/data'
import { resourcesWhere, type ResourceFilter, type ResourcesAnswer } from './resources'
import { RESOURCE_CARD_READ, resourceCardOf } from './resourceCards'

export type ResourcesFilter = ResourceFilter & { page: number; limit: number }

// Published resources change only on publish (their family's tag): one read per query, not per request.
export const readResources = cachedRead(
  'api:resources',
  async (payload: Payload, filter: ResourcesFilter): Promise<ResourcesAnswer> => {
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
