/**
 * A published document whose address changes leaves a permanent redirect
 * from its old address, so links and search results keep working (pages,
 * customer stories, release notes and legal pages alike).
 */
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import type { RoutedCollection } from '@/lib/paths'
import { movedPagePath, MOVED_PAGE_STATUS } from '@/lib/redirects'
import type { Redirect } from '@/payload-types'

type Collection = 'pages' | RoutedCollection
type LiveState = { id: number | string; path?: string | null; _status?: 'draft' | 'published' | null }
type Reference = NonNullable<NonNullable<Redirect['to']>['reference']>

const liveStateKey = (collection: Collection, id: number | string) => `movedRedirect:${collection}:${id}`

/**
 * Before a save that is not a draft, remembers where the document is live.
 * Payload's `previousDoc` is the latest version, and in the admin that is an
 * autosaved draft which already has the new path: compared with it, a rename
 * never looked like a move and no redirect was made. The collection's own row
 * holds the state visitors see (drafts only write versions).
 */
function rememberLiveState(collection: Collection): CollectionBeforeChangeHook {
  return async ({ data, operation, originalDoc, req, context }) => {
    // Payload marks a draft save `_status: 'draft'` before the hooks run; such a save changes nothing public.
    if (operation !== 'update' || data._status === 'draft' || originalDoc?.id === undefined) return data
    const live = await req.payload.db.findOne<LiveState>({
      collection,
      where: { id: { equals: originalDoc.id } },
      select: { path: true, _status: true },
      req,
    })
    context[liveStateKey(collection, originalDoc.id)] = live ?? undefined
    return data
  }
}

function redirectFromOldPath(collection: Collection): CollectionAfterChangeHook {
  return async ({ doc, req, context }) => {
    const key = liveStateKey(collection, doc.id)
    const live = context[key] as LiveState | undefined
    delete context[key]
    const from = movedPagePath(live, doc)
    if (!from) return doc
    const reference: Reference = { relationTo: collection, value: doc.id }
    const existing = await req.payload.find({ collection: 'redirects', where: { from: { equals: from } }, limit: 1, depth: 0, req })
    const data = { from, type: MOVED_PAGE_STATUS, to: { type: 'reference' as const, reference } }
    if (existing.docs[0]) await req.payload.update({ collection: 'redirects', id: existing.docs[0].id, data, req })
    else await req.payload.create({ collection: 'redirects', data, req })
    // The new path must not stay a redirect source (a page moved back).
    await req.payload.delete({ collection: 'redirects', where: { from: { equals: doc.path } }, req })
    return doc
  }
}

/** The two hooks a routed collection adds: beforeChange (last) and afterChange. */
export function movedRedirectHooks(collection: Collection): { beforeChange: CollectionBeforeChangeHook; afterChange: CollectionAfterChangeHook } {
  return { beforeChange: rememberLiveState(collection), afterChange: redirectFromOldPath(collection) }
}
