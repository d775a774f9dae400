/**
 * Campaign releases (issue 32, item 5): drafts of several documents published together, at once, and rolled
 * back together. Pure: what a release holds, what counts as a conflict, and what a document's version looks
 * like as data to write back.
 */
import { ROUTED_COLLECTIONS, type RoutedCollectionSlug } from '../pages'

/** What a release can hold: the documents with addresses (their drafts and versions are Payload's). */
export const RELEASE_COLLECTIONS = ROUTED_COLLECTIONS
export type ReleaseCollection = RoutedCollectionSlug

export const RELEASE_STATUSES = ['open', 'published', 'rolled-back'] as const
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number]

/** A document of a release: where it is, and what was live when it was added (its published version's time, or none). */
export type ReleaseItem = { collection: ReleaseCollection; id: number; baseline: string | null }

/** What was live before a release was published, per document: its published data, or null when it was not published. */
export type ReleaseSnapshot = { collection: ReleaseCollection; id: number; live: Record<string, unknown> | null }

/**
 * A conflict: the document was published outside the release after it was added (its live version is not
 * the one the release started from), so publishing the release would overwrite that publish.
 */
export function isConflict(item: ReleaseItem, liveUpdatedAt: string | null): boolean {
  return item.baseline !== liveUpdatedAt
}

/** Fields Payload keeps itself: a version written back as data leaves them out. */
const SYSTEM_FIELDS = new Set(['id', 'createdAt', 'updatedAt', '_status', 'deletedAt'])

/** A stored version as the data of an update: without Payload's own fields. */
export function asData(doc: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(doc).filter(([key]) => !SYSTEM_FIELDS.has(key)))
}

/** A relationship value (an id, or a populated document) as the document's id. */
export function relatedId(value: unknown): number | undefined {
  const id = value && typeof value === 'object' && 'id' in value ? value.id : value
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined
}

export function isReleaseCollection(value: unknown): value is ReleaseCollection {
  return typeof value === 'string' && (RELEASE_COLLECTIONS as readonly string[]).includes(value)
}
