/**
 * The publish-time content check, wired into Payload: gathers facts about the
 * published site for lib/seo/contentCheck, blocks a publish with broken internal
 * links or links without a destination (a validation error naming each field),
 * and serves the full report (warnings included) to the admin's sidebar panel.
 */
import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest, type SanitizedCollectionConfig } from 'payload'

import { withBlocksResolved, type RoutedCollectionSlug } from '@/lib/pages'
import { readPriceEntries } from '@/lib/pricing/data'
import { checkContent, hasTypedPrices, priceFindings, scanDocument, type FieldSchema, type Finding } from '@/lib/seo'
import { gatherFacts, seoTitleOf, type CheckedDraft as Draft } from '@/lib/seo/data'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Every finding for a document as it would be published. */
export async function runContentCheck(req: PayloadRequest, config: SanitizedCollectionConfig, doc: Draft): Promise<Finding[]> {
  const collection = config.slug as RoutedCollectionSlug
  const scan = scanDocument(withBlocksResolved(config.fields, req.payload.config.blocks ?? []) as unknown as FieldSchema[], doc)
  const facts = await gatherFacts(req, collection, doc, [...new Set(scan.media.map((m) => m.id))])
  return checkContent(
    { path: text(doc.path) || null, seoTitle: seoTitleOf(doc), description: text(doc.meta?.description) || null, scan, layout: doc.layout },
    facts,
  )
}

/** A publish-time check as a hook: the findings' errors refuse the save, each naming its field; warnings never block. */
const refusingErrors =
  (findingsOf: (req: PayloadRequest, collection: SanitizedCollectionConfig, doc: Draft) => Promise<Finding[]>): CollectionBeforeChangeHook =>
  async ({ data, originalDoc, req, collection, context }) => {
    if (data._status !== 'published' || context.skipContentCheck) return data
    const doc: Draft = { ...(originalDoc as Draft | undefined), ...data, id: originalDoc?.id }
    const errors = (await findingsOf(req, collection, doc)).filter((f) => f.severity === 'error')
    if (errors.length > 0) {
      throw new ValidationError({ collection: collection.slug, id: originalDoc?.id, errors: errors.map((e) => ({ path: e.field, message: e.message })), req })
    }
    return data
  }

/** Blocks a publish (including a scheduled one) while the document has errors. */
export const blockPublishOnErrors = refusingErrors(runContentCheck)

/** A reusable section has no address of its own, but its typed prices show on every page that places it: checked against the list. */
export const blockContradictedPrices = refusingErrors(async (req, _collection, doc) =>
  hasTypedPrices(doc.layout) ? priceFindings(doc.layout, await readPriceEntries(req.payload)) : [],
)
