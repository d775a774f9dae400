/** The resources an article links on to, read once per publish of the family. */
import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { cardImage } from '@/components/media/imageCandidate'

import { CARD_IMAGE_FIELDS, type CardImage } from '../media'
import { pickRelated, type ArticleSummary } from '../related'
import { cached } from './cached'
import { tags } from './tags'

export const getRelatedArticles = cached(
  'related-articles',
  async (path: string, category: string | null): Promise<(ArticleSummary & { image: CardImage | null })[]> => {
    const payload = await getPayload({ config })
    const found = await payload.find({
      collection: 'pages',
      where: { family: { equals: 'resources' } },
      select: { title: true, path: true, category: true, publishedAt: true, meta: true },
      sort: '-publishedAt',
      limit: 200,
      depth: 1,
      populate: { media: CARD_IMAGE_FIELDS },
      overrideAccess: false,
      draft: false,
    })
    const candidates = found.docs.flatMap((doc) =>
      doc.path
        ? [
            {
              title: doc.title,
              path: doc.path,
              category: doc.category,
              publishedAt: doc.publishedAt,
              description: doc.meta?.description,
              image: cardImage(doc.meta?.image),
            },
          ]
        : [],
    )
    return pickRelated({ path, category }, candidates)
  },
  () => [tags.family('resources')],
)
