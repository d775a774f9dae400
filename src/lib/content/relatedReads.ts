/** The resources an article links on to, read once per publish of the family. */
import type { Payload } from 'payload'

import { pickRelated } from './related'
import type { ResourceResult } from './resources'
import { cachedWithPayload } from '../pages/data'
import { RESOURCE_CARD_READ, resourceCardOf } from './resourceCards'
import { tags } from '../pages'

export const getRelatedArticles = cachedWithPayload(
  'related-articles',
  async (payload: Payload, path: string, category: string | null): Promise<ResourceResult[]> => {
    const found = await payload.find({
      collection: 'pages',
      where: { family: { equals: 'resources' } },
      ...RESOURCE_CARD_READ,
      sort: '-publishedAt',
      limit: 200,
      overrideAccess: false,
      draft: false,
    })
    const candidates = found.docs.filter((doc) => doc.path).map(resourceCardOf)
    return pickRelated({ path, category }, candidates)
  },
  () => [tags.family('resources')],
)
