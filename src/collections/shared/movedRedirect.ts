/**
 * A published document whose address changes leaves a permanent redirect
 * from its old address, so links and search results keep working (pages,
 * customer stories, release notes and legal pages alike).
 */
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import type { RoutedCollection } from '@/lib/pages'
import { movedPagePath, MOVED_PAGE_STATUS } from '@/lib/pages'
import type { Redirect } from '@/payload-types'

import { liveTransition, rememberLiveState } from './liveState'

type Collection = 'pages' | RoutedCollection
type Reference = NonNullable<NonNullable<Redirect['to']>['reference']>

function redirectFromOldPath(collection: Collection): CollectionAfterChangeHook {
  return async ({ doc, req, context }) => {
    // The live row's move (a draft save moves nothing; see liveState.ts).
    const { before, after } = await liveTransition(collection, doc.id, req, context)
    const from = after ? movedPagePath(before, after) : undefined
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
