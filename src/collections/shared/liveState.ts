/**
 * What visitors see of a routed document, before and after a save: its own
 * row (path and status), which drafts never write — they go to versions only.
 * Payload's `previousDoc` is the latest version instead, and in the admin that
 * is usually an autosaved draft: compared with it, a rename did not look like
 * a move and an unpublish after edits did not look like an unpublish. The
 * redirect and revalidation hooks judge the live row's change instead.
 */
import type { CollectionBeforeChangeHook, PayloadRequest, RequestContext } from 'payload'

import type { RoutedCollection } from '@/lib/pages'
import { readLiveRow, type LiveState } from '@/lib/pages/data'

type Collection = 'pages' | RoutedCollection
type Record = { before?: LiveState; after?: LiveState }

const key = (collection: Collection, id: number | string) => `liveState:${collection}:${id}`

/** beforeChange (last): remembers the live row an update starts from. */
export function rememberLiveState(collection: Collection): CollectionBeforeChangeHook {
  return async ({ data, operation, originalDoc, req, context }) => {
    if (operation !== 'update' || originalDoc?.id === undefined) return data
    const record: Record = { before: (await readLiveRow(collection, originalDoc.id, req)) ?? undefined }
    context[key(collection, originalDoc.id)] = record
    return data
  }
}

/**
 * The live row before the save (undefined for a create, or when not
 * remembered) and after it (read once per save, shared by the hooks).
 */
export async function liveTransition(collection: Collection, id: number | string, req: PayloadRequest, context: RequestContext): Promise<Record> {
  const record = (context[key(collection, id)] as Record | undefined) ?? {}
  record.after ??= (await readLiveRow(collection, id, req)) ?? undefined
  context[key(collection, id)] = record
  return record
}
