/**
 * The reads and writes the routed collections' hooks make (src/collections/shared): a document's live row,
 * who holds an address, and the permanent redirect a moved document leaves behind.
 */
import type { CollectionSlug, PayloadRequest } from 'payload'

import type { Redirect } from '@/payload-types'

import type { RoutedCollection } from './paths'
import type { RoutedSnapshot } from './revalidate'
import { MOVED_PAGE_STATUS } from './redirects'

type Collection = 'pages' | RoutedCollection
export type LiveState = RoutedSnapshot & { id: number | string }
export type RedirectReference = NonNullable<NonNullable<Redirect['to']>['reference']>

/** A routed document's own row (path and status), which drafts never write; in the save's transaction (req), so an afterChange sees the row just written. */
export function readLiveRow(collection: Collection, id: number | string, req: PayloadRequest): Promise<LiveState | null> {
  return req.payload.db.findOne<LiveState>({
    collection,
    where: { id: { equals: id } },
    select: collection === 'pages' ? { path: true, _status: true, family: true } : { path: true, _status: true },
    req,
  })
}

/** Another document of `collection` at `path` (any status), if one holds it. */
export async function pathHolder(
  req: PayloadRequest,
  collection: CollectionSlug,
  path: string,
  id: number | string | undefined,
): Promise<{ id: number | string; title?: unknown } | undefined> {
  const others = await req.payload.find({
    collection,
    where: { and: [{ path: { equals: path } }, ...(id !== undefined ? [{ id: { not_equals: id } }] : [])] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return others.docs[0] as { id: number | string; title?: unknown } | undefined
}

/** A permanent redirect from a moved document's old address to the document, and none from its new one (a page moved back). */
export async function recordMove(req: PayloadRequest, from: string, reference: RedirectReference, to: string): Promise<void> {
  const existing = await req.payload.find({ collection: 'redirects', where: { from: { equals: from } }, limit: 1, depth: 0, req })
  const data = { from, type: MOVED_PAGE_STATUS, to: { type: 'reference' as const, reference } }
  if (existing.docs[0]) await req.payload.update({ collection: 'redirects', id: existing.docs[0].id, data, req })
  else await req.payload.create({ collection: 'redirects', data, req })
  await req.payload.delete({ collection: 'redirects', where: { from: { equals: to } }, req })
}
