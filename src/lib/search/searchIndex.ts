/** The search index: every published document's title, summary and path, read once per publish (the lists' tags). */
import type { Payload } from 'payload'

import { PAGE_FAMILIES, PAGE_FAMILY_NAMES, type PageFamily, tags } from '../pages'
import type { SearchEntry } from './rank'
import { cachedWithPayload } from '../pages/data'

const PUBLIC = { overrideAccess: false, draft: false, pagination: false, limit: 0, depth: 0 } as const

const pageKind = (family: PageFamily | null | undefined) => (family && family !== 'content' ? PAGE_FAMILIES[family].label : 'Page')

export const getSearchIndex = cachedWithPayload(
  'search-index',
  async (payload: Payload): Promise<SearchEntry[]> => {
    const [pages, stories, notes, legal] = await Promise.all([
      payload.find({ collection: 'pages', select: { title: true, path: true, meta: true, family: true }, ...PUBLIC }),
      payload.find({ collection: 'customer-stories', select: { title: true, path: true, summary: true }, ...PUBLIC }),
      payload.find({ collection: 'release-notes', select: { title: true, path: true, summary: true }, ...PUBLIC }),
      payload.find({ collection: 'legal-pages', select: { title: true, path: true, summary: true }, ...PUBLIC }),
    ])
    const entries: SearchEntry[] = []
    for (const page of pages.docs) {
      // Pages kept out of search engines stay out of the site's search too (campaign landing pages).
      if (!page.path || page.meta?.noindex || page.family === 'landing') continue
      entries.push({ title: page.title, path: page.path, summary: page.meta?.description ?? undefined, kind: pageKind(page.family) })
    }
    for (const [docs, kind] of [
      [stories.docs, 'Customer story'],
      [notes.docs, 'Release note'],
      [legal.docs, 'Legal'],
    ] as const) {
      for (const doc of docs) if (doc.path) entries.push({ title: doc.title, path: doc.path, summary: doc.summary ?? undefined, kind })
    }
    return entries
  },
  () => [...PAGE_FAMILY_NAMES.map(tags.family), tags.collection('customer-stories'), tags.collection('release-notes'), tags.collection('legal-pages')],
)

/**
 * The titles a generated social card is made for (`/og?title=`): each published document's card title, its
 * SEO title or else its title (as documentMetadata picks it), noindex and landing pages included. Any other
 * title is refused, so a visitor cannot make the server draw, and every cache keep, a card per invented title.
 */
export const getCardTitles = cachedWithPayload(
  'card-titles',
  async (payload: Payload): Promise<string[]> => {
    const select = { title: true, meta: { title: true } } as const
    const found = await Promise.all([
      payload.find({ collection: 'pages', select, ...PUBLIC }),
      payload.find({ collection: 'customer-stories', select, ...PUBLIC }),
      payload.find({ collection: 'release-notes', select, ...PUBLIC }),
      payload.find({ collection: 'legal-pages', select, ...PUBLIC }),
    ])
    return [...new Set(found.flatMap((result) => result.docs.map((doc) => doc.meta?.title || doc.title)))]
  },
  () => [...PAGE_FAMILY_NAMES.map(tags.family), tags.collection('customer-stories'), tags.collection('release-notes'), tags.collection('legal-pages')],
)
