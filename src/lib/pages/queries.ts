/**
 * The public site's reads: published documents only (access control on, no
 * user), explicit depth, cached with tags so publishing expires exactly what
 * depends on the change.
 */
import { cache } from 'react'
import type { Payload, Where } from 'payload'

import { runningExperimentWeights } from '../experiments/data'
import { withoutHiddenBlocks } from './blocks'
import { CARD_IMAGE_FIELDS } from '../media'
import type { CustomerStory, Footer, Header, LegalPage, Page, ReleaseNote, SiteSetting } from '@/payload-types'

import { PAGE_FAMILY_NAMES, ROUTED_COLLECTIONS, type PageFamily, type RoutedCollection } from './paths'
import { cachedWithPayload } from './cached'
import { tags } from './tags'

/** Public reads: access control applies as for an anonymous visitor, so drafts never leak. */
const PUBLIC = { overrideAccess: false, draft: false } as const

export type RoutedDocument =
  | { collection: 'pages'; doc: Page }
  | { collection: 'legal-pages'; doc: LegalPage }
  | { collection: 'customer-stories'; doc: CustomerStory }
  | { collection: 'release-notes'; doc: ReleaseNote }

const byPath = (path: string): Where => ({ path: { equals: path } })

async function findOne<C extends 'pages' | RoutedCollection>(payload: Payload, collection: C, path: string) {
  const result = await payload.find({ collection, where: byPath(path), depth: 1, limit: 1, pagination: false, ...PUBLIC })
  const doc = result.docs[0]
  // Hidden blocks stay in the document for its editors; visitors' reads never carry them.
  return doc && { ...doc, layout: withoutHiddenBlocks(doc.layout) }
}

/** The published document served at a path, in any routed collection. */
export const getDocumentByPath = cachedWithPayload(
  'document-by-path',
  async (payload: Payload, path: string, collections: readonly ('pages' | RoutedCollection)[]): Promise<RoutedDocument | null> => {
    for (const collection of collections) {
      const doc = await findOne(payload, collection, path)
      if (doc) return { collection, doc } as RoutedDocument
    }
    return null
  },
  (path) => [tags.document(path)],
)

export type Listing<T> = { docs: T[]; page: number; totalPages: number; totalDocs: number }

/** Published pages of a family, newest first. */
export const listFamily = cachedWithPayload(
  'family',
  async (
    payload: Payload,
    family: PageFamily,
    page: number,
    limit: number,
  ): Promise<Listing<Pick<Page, 'id' | 'title' | 'path' | 'meta' | 'publishedAt' | 'slug' | 'category'>>> => {
    const result = await payload.find({
      collection: 'pages',
      where: { family: { equals: family } },
      sort: ['-publishedAt', 'title'],
      page,
      limit,
      // The social image (meta.image) is the card's picture.
      depth: 1,
      select: { title: true, path: true, meta: true, publishedAt: true, slug: true, category: true },
      populate: { media: CARD_IMAGE_FIELDS },
      ...PUBLIC,
    })
    return { docs: result.docs, page: result.page ?? 1, totalPages: result.totalPages, totalDocs: result.totalDocs }
  },
  (family) => [tags.family(family)],
)

export const listCustomerStories = cachedWithPayload(
  'customer-stories',
  async (
    payload: Payload,
    page: number,
    limit: number,
  ): Promise<Listing<Pick<CustomerStory, 'id' | 'title' | 'path' | 'company' | 'industry' | 'summary' | 'logo' | 'products'>>> => {
    const result = await payload.find({
      collection: 'customer-stories',
      sort: '-publishedAt',
      page,
      limit,
      depth: 1,
      select: { title: true, path: true, company: true, industry: true, summary: true, logo: true, products: true },
      ...PUBLIC,
    })
    return { docs: result.docs, page: result.page ?? 1, totalPages: result.totalPages, totalDocs: result.totalDocs }
  },
  () => [tags.collection('customer-stories')],
)

export const listReleaseNotes = cachedWithPayload(
  'release-notes',
  async (
    payload: Payload,
    page: number,
    limit: number,
  ): Promise<Listing<Pick<ReleaseNote, 'id' | 'title' | 'path' | 'product' | 'summary' | 'releasedAt'>>> => {
    const result = await payload.find({
      collection: 'release-notes',
      sort: '-releasedAt',
      page,
      limit,
      depth: 0,
      select: { title: true, path: true, product: true, summary: true, releasedAt: true },
      ...PUBLIC,
    })
    return { docs: result.docs, page: result.page ?? 1, totalPages: result.totalPages, totalDocs: result.totalDocs }
  },
  () => [tags.collection('release-notes')],
)

/** Every published path of a collection (or a family of pages), for static generation. */
export const listPaths = cachedWithPayload(
  'paths',
  async (payload: Payload, collection: 'pages' | RoutedCollection, family: PageFamily | null): Promise<string[]> => {
    const result = await payload.find({
      collection,
      where: family ? { family: { equals: family } } : undefined,
      limit: 0,
      pagination: false,
      depth: 0,
      select: { path: true },
      ...PUBLIC,
    })
    return result.docs.map((doc) => doc.path).filter((p): p is string => typeof p === 'string')
  },
  (collection, family) => [
    ...(collection !== 'pages' ? [tags.collection(collection)] : family ? [tags.family(family)] : PAGE_FAMILY_NAMES.map(tags.family)),
    tags.sitemap,
  ],
)

/** The running experiments and their weights, in key order: read by every page with experiment blocks, expired by any change to an experiment. */
export const getRunningExperiments = cachedWithPayload(
  'running-experiments',
  (payload: Payload) => runningExperimentWeights(payload),
  () => [tags.experiments],
)

export type Shell = { header: Header; footer: Footer; settings: SiteSetting }

/**
 * Header (with its navigation items), footer and site settings: one object per
 * render (React's cache), so the page and its 404 fallback share the shell's
 * elements (see PageShell).
 */
export const getShell = cache(
  cachedWithPayload(
    'shell',
    async (p: Payload): Promise<Shell> => {
      const [header, footer, settings] = await Promise.all([
        p.findGlobal({ slug: 'header', depth: 2, ...PUBLIC }),
        p.findGlobal({ slug: 'footer', depth: 0, ...PUBLIC }),
        p.findGlobal({ slug: 'site-settings', depth: 0, ...PUBLIC }),
      ])
      return { header, footer, settings }
    },
    () => [tags.shell],
  ),
)

export type SitemapEntry = { path: string; updatedAt: string }

/** Every published, indexable document's path and last change, for sitemap.xml. */
export const listSitemapEntries = cachedWithPayload(
  'sitemap',
  async (p: Payload): Promise<SitemapEntry[]> => {
    const entries: SitemapEntry[] = []
    for (const collection of ROUTED_COLLECTIONS) {
      const result = await p.find({
        collection,
        where: { 'meta.noindex': { not_equals: true } },
        limit: 0,
        pagination: false,
        depth: 0,
        select: { path: true, updatedAt: true },
        ...PUBLIC,
      })
      for (const doc of result.docs) if (doc.path) entries.push({ path: doc.path, updatedAt: doc.updatedAt })
    }
    return entries.sort((a, b) => a.path.localeCompare(b.path))
  },
  () => [tags.sitemap],
)
