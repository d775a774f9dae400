/** The content check's reads (lib/seo/contentCheck judges; src/collections/shared/contentCheck wires it into Payload). */
import type { PayloadRequest } from 'payload'

import { env } from '../config/data'
import { normalisePath, ROUTED_COLLECTIONS, type RoutedCollectionSlug } from '../pages'
import { readPriceEntries } from '../pricing/data'
import { hasTypedPrices, type ContentFacts } from './contentCheck'

/** A document as it would be published (its stored row with the save's changes). */
export type CheckedDraft = { id?: number | string; title?: unknown; path?: unknown; meta?: { title?: unknown; description?: unknown } | null } & Record<
  string,
  unknown
>

const text = (value: unknown) => (typeof value === 'string' ? value : '')
/** The title search engines get: the SEO title, else the page's. */
export const seoTitleOf = (doc: CheckedDraft): string => text(doc.meta?.title).trim() || text(doc.title).trim()

/** What the check needs to know of the published site: its addresses, redirects, titles, and the media's alt texts. */
export async function gatherFacts(
  req: PayloadRequest,
  collection: RoutedCollectionSlug,
  doc: CheckedDraft,
  mediaIds: (number | string)[],
): Promise<ContentFacts> {
  const { payload } = req
  const publishedPaths = new Set<string>()
  const publishedDocuments = new Set<string>()
  const samePath: string[] = []
  const sameTitle: string[] = []
  const path = text(doc.path)
  const seoTitle = seoTitleOf(doc)
  for (const other of ROUTED_COLLECTIONS) {
    const found = await payload.find({
      collection: other,
      where: { _status: { equals: 'published' } },
      pagination: false,
      depth: 0,
      select: { path: true, title: true, meta: { title: true } },
      req,
    })
    for (const d of found.docs) {
      const self = other === collection && String(d.id) === String(doc.id)
      if (self) continue
      publishedDocuments.add(`${other}:${d.id}`)
      if (d.path) publishedPaths.add(d.path)
      const label = `${other} "${d.title}"`
      if (path && d.path === path) samePath.push(label)
      if (seoTitle && seoTitleOf(d as CheckedDraft) === seoTitle) sameTitle.push(label)
    }
  }
  // The document itself is being published, so links to it are fine.
  if (path) publishedPaths.add(path)
  if (doc.id !== undefined) publishedDocuments.add(`${collection}:${doc.id}`)

  const redirects = await payload.find({ collection: 'redirects', pagination: false, depth: 0, select: { from: true }, req })
  const redirectSources = new Set(redirects.docs.map((r) => normalisePath(r.from)).filter((p): p is string => Boolean(p)))

  const mediaAlt = new Map<string, string>()
  if (mediaIds.length > 0) {
    const media = await payload.find({ collection: 'media', where: { id: { in: mediaIds } }, pagination: false, depth: 0, select: { alt: true }, req })
    for (const m of media.docs) mediaAlt.set(String(m.id), m.alt ?? '')
  }
  // Typed prices are checked against the price list; a page whose rows read the list has nothing to contradict it.
  const prices = hasTypedPrices(doc.layout) ? await readPriceEntries(payload) : undefined
  return { siteUrl: env.siteUrl, publishedPaths, redirectSources, publishedDocuments, mediaAlt, samePath, sameTitle, ...(prices ? { prices } : {}) }
}
