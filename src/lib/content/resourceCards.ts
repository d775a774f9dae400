/** A resource page as its card: one select and one mapping for the list, related articles and GET /api/resources. */
import { cardImage } from '../media/data'
import type { Page } from '@/payload-types'

import { CARD_IMAGE_FIELDS } from '../media'
import type { ResourceResult } from './resources'

/** What a find must read for a card (with depth 1: the social image, meta.image, is the card's picture). */
export const RESOURCE_CARD_READ = {
  depth: 1,
  select: { title: true, path: true, meta: true, publishedAt: true, category: true },
  populate: { media: CARD_IMAGE_FIELDS },
} as const

export function resourceCardOf(doc: Pick<Page, 'title' | 'path' | 'meta' | 'publishedAt' | 'category'>): ResourceResult {
  return {
    title: doc.title,
    path: doc.path ?? '#',
    description: doc.meta?.description ?? null,
    publishedAt: doc.publishedAt ?? null,
    category: doc.category ?? null,
    image: cardImage(doc.meta?.image),
  }
}
