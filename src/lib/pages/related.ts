/** The resources an article links on to, read once per publish of the family. */
import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { pickRelated, type ArticleSummary } from '../related'
import { cached } from './cached'
import { tags } from './tags'

export const getRelatedArticles = cached(
  'related-articles',
  async (path: string, category: string | null): Promise<ArticleSummary[]> => {
    const payload = await getPayload({ config })
    const found = await payload.find({
      collection: 'pages',
      where: { family: { equals: 'resources' } },
      select: { title: true, path: true, category: true, publishedAt: true, meta: true },
      sort: '-publishedAt',
      limit: 200,
      depth: 0,
      overrideAccess: false,
      draft: false,
    })
    const candidates = found.docs.flatMap((doc) =>
      doc.path ? [{ title: doc.title, path: doc.path, category: doc.category, publishedAt: doc.publishedAt, description: doc.meta?.description }] : [],
    )
    return pickRelated({ path, category }, candidates)
  },
  () => [tags.family('resources')],
)
