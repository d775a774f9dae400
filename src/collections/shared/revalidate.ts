import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest, RequestContext } from 'payload'

import { planRevalidation, type Change, type RoutedSnapshot } from '@/lib/pages'
import type { DataTag, RoutedCollection } from '@/lib/pages'
import { afterCommit } from '@/lib/db/data'
import { revalidateNow } from '@/lib/pages/data'

import { liveTransition } from './liveState'

async function revalidate(change: Change, req: PayloadRequest, context: RequestContext): Promise<void> {
  // Seeding and bulk imports switch revalidation off; the build renders afresh anyway.
  if (context.disableRevalidate) return
  const plan = planRevalidation(change)
  // Once the change is committed: expired before, a visitor's read in between would keep the old rows as new.
  await afterCommit(req, () => revalidateNow(plan, (message) => req.payload.logger.warn(message)))
}

function snapshot(doc: Record<string, unknown> | undefined): RoutedSnapshot | undefined {
  if (!doc) return undefined
  return doc as RoutedSnapshot
}

export function revalidateRouted(collection: 'pages' | RoutedCollection): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: async ({ doc, previousDoc, req, context }) => {
      if (context.disableRevalidate) return doc
      // What visitors saw and now see (liveState.ts): a draft save changes nothing public, an unpublish does.
      const { before, after } = await liveTransition(collection, doc.id, req, context)
      // A draft saved over a published document (autosave): the live row, and so the site, is unchanged.
      if (doc._status === 'draft' && after?._status === 'published') return doc
      await revalidate({ kind: 'routed', collection, doc: after ?? snapshot(doc) ?? {}, previous: before ?? snapshot(previousDoc) }, req, context)
      return doc
    },
    afterDelete: async ({ doc, req, context }) => {
      await revalidate({ kind: 'routed', collection, doc: snapshot(doc) ?? {}, deleted: true }, req, context)
      return doc
    },
  }
}

/** Navigation items and the globals appear on every page. */
export const revalidateShellAfterChange: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  await revalidate({ kind: 'shell' }, req, context)
  return doc
}
export const revalidateShellAfterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  await revalidate({ kind: 'shell' }, req, context)
  return doc
}
export const revalidateShellGlobal: GlobalAfterChangeHook = async ({ doc, req, context }) => {
  // A draft of the header or footer (saved for later, or for a release) leaves the published one, and the site, as it was.
  if ((doc as { _status?: string })._status === 'draft') return doc
  await revalidate({ kind: 'shell' }, req, context)
  return doc
}

/** Collections read through cached queries under one tag (the rate card, the catalogues): any change expires it. */
export function revalidateData(tag: DataTag): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } {
  return {
    afterChange: [
      async ({ doc, req, context }) => {
        await revalidate({ kind: 'data', tag }, req, context)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req, context }) => {
        await revalidate({ kind: 'data', tag }, req, context)
        return doc
      },
    ],
  }
}

/**
 * A reusable section: every page that places it expires (they read it under its tag). Any save counts, a
 * draft's too: a section has no autosave, so a draft save is a rare click, and telling it from an
 * unpublish would cost a read of the live row on every save.
 */
export const revalidateSection: { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } = {
  afterChange: [
    async ({ doc, req, context }) => {
      await revalidate({ kind: 'section', id: Number(doc.id) }, req, context)
      return doc
    },
  ],
  afterDelete: [
    async ({ doc, req, context }) => {
      await revalidate({ kind: 'section', id: Number(doc.id) }, req, context)
      return doc
    },
  ],
}
