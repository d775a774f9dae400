/**
 * A published document whose address changes leaves a permanent redirect
 * from its old address, so links and search results keep working (pages,
 * customer stories, release notes and legal pages alike).
 */
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { movedPagePath, type RoutedCollection } from '@/lib/pages'
import { recordMove } from '@/lib/pages/data'

import { liveTransition, rememberLiveState } from './liveState'

type Collection = 'pages' | RoutedCollection

function redirectFromOldPath(collection: Collection): CollectionAfterChangeHook {
  return async ({ doc, req, context }) => {
    // The live row's move (a draft save moves nothing; see liveState.ts).
    const { before, after } = await liveTransition(collection, doc.id, req, context)
    const from = after ? movedPagePath(before, after) : undefined
    if (!from) return doc
    await recordMove(req, from, { relationTo: collection, value: doc.id }, doc.path)
    return doc
  }
}

/** The two hooks a routed collection adds: beforeChange (last) and afterChange. */
export function movedRedirectHooks(collection: Collection): { beforeChange: CollectionBeforeChangeHook; afterChange: CollectionAfterChangeHook } {
  return { beforeChange: rememberLiveState(collection), afterChange: redirectFromOldPath(collection) }
}
