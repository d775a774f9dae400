/**
 * The publish-time content check, wired into Payload: gathers facts about the
 * published site for lib/seo/contentCheck, blocks a publish with broken internal
 * links or links without a destination (a validation error naming each field),
 * and serves the full report (warnings included) to the admin's sidebar panel.
 */
import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest, type SanitizedCollectionConfig } from 'payload'

import { withBlocksResolved, normalisePath, ROUTED_COLLECTIONS, type RoutedCollectionSlug } from '@/lib/pages'
import { checkContent, scanDocument, type ContentFacts, type FieldSchema, type Finding } from '@/lib/seo'
import { env } from '@/lib/config/data'

/** The collections whose documents are pages on the site. */
export const CHECKED_COLLECTIONS = ROUTED_COLLECTIONS
export type CheckedCollection = RoutedCollectionSlug

type Draft = { id?: number | string; title?: unknown; path?: unknown; meta?: { title?: unknown; description?: unknown } | null } & Record<string, unknown>

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const seoTitleOf = (doc: Draft) => text(doc.meta?.title).trim() || text(doc.title).trim()

async function gatherFacts(req: PayloadRequest, collection: CheckedCollection, doc: Draft, mediaIds: (number | string)[]): Promise<ContentFacts> {
  const { payload } = req
  const publishedPaths = new Set<string>()
  const publishedDocuments = new Set<string>()
  const samePath: string[] = []
  const sameTitle: string[] = []
  const path = text(doc.path)
  const seoTitle = seoTitleOf(doc)
  for (const other of CHECKED_COLLECTIONS) {
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
      if (seoTitle && seoTitleOf(d as Draft) === seoTitle) sameTitle.push(label)
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
  return { siteUrl: env.siteUrl, publishedPaths, redirectSources, publishedDocuments, mediaAlt, samePath, sameTitle }
}

/** Every finding for a document as it would be published. */
export async function runContentCheck(req: PayloadRequest, config: SanitizedCollectionConfig, doc: Draft): Promise<Finding[]> {
  const collection = config.slug as CheckedCollection
  const scan = scanDocument(withBlocksResolved(config.fields, req.payload.config.blocks ?? []) as unknown as FieldSchema[], doc)
  const facts = await gatherFacts(req, collection, doc, [...new Set(scan.media.map((m) => m.id))])
  return checkContent(
    { path: text(doc.path) || null, seoTitle: seoTitleOf(doc), description: text(doc.meta?.description) || null, scan, layout: doc.layout },
    facts,
  )
}

/** Blocks a publish (including a scheduled one) while the document has errors; warnings never block. */
export const blockPublishOnErrors: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection, context }) => {
  if (data._status !== 'published' || context.skipContentCheck) return data
  const doc: Draft = { ...(originalDoc as Draft | undefined), ...data, id: originalDoc?.id }
  const errors = (await runContentCheck(req, collection, doc)).filter((f) => f.severity === 'error')
  if (errors.length > 0) {
    throw new ValidationError({ collection: collection.slug, id: originalDoc?.id, errors: errors.map((e) => ({ path: e.field, message: e.message })), req })
  }
  return data
}
