/**
 * Campaign releases (issue 32, item 5): drafts of several documents published together, at once, and rolled
 * back together. Pure: what a release holds, what counts as a conflict, and what a document's version looks
 * like as data to write back.
 */
import { ROUTED_COLLECTIONS, type RoutedCollectionSlug } from '../pages'

/** What a release can hold: the documents with addresses and the header's navigation items (their drafts and versions are Payload's). */
export const RELEASE_COLLECTIONS = [...ROUTED_COLLECTIONS, 'navigation-items'] as const satisfies readonly (RoutedCollectionSlug | 'navigation-items')[]
export type ReleaseCollection = (typeof RELEASE_COLLECTIONS)[number]

/** The globals a release can hold: the header and footer every page shows. */
export const RELEASE_GLOBALS = ['header', 'footer'] as const
export type ReleaseGlobal = (typeof RELEASE_GLOBALS)[number]
export const RELEASE_GLOBAL_LABELS: Record<ReleaseGlobal, string> = { header: 'Header', footer: 'Footer' }

/** What a release publishes: a document of a collection, or a global. */
export type ReleaseTarget = { collection: ReleaseCollection; id: number } | { global: ReleaseGlobal }

/** One key per target, for lists and sets. */
export const targetKey = (target: ReleaseTarget): string => ('global' in target ? `global:${target.global}` : `${target.collection}:${target.id}`)

/** A target every page shows (header, footer, navigation items): publishing it changes the site's shell. */
export const isShellTarget = (target: ReleaseTarget): boolean => 'global' in target || target.collection === 'navigation-items'

/** A routed document's collection (one with addresses), as opposed to the shell's parts. */
export const isRoutedTarget = (target: ReleaseTarget): target is { collection: RoutedCollectionSlug; id: number } =>
  'collection' in target && (ROUTED_COLLECTIONS as readonly string[]).includes(target.collection)

export const RELEASE_STATUSES = ['open', 'published', 'rolled-back'] as const
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number]

/** A document of a release: which, and what was live when it was added (its published version's time, or none). */
export type ReleaseItem = ReleaseTarget & { baseline: string | null }

/** What was live before a release was published, per document: its published data, or null when it was not published. */
export type ReleaseSnapshot = ReleaseTarget & { live: Record<string, unknown> | null }

/**
 * A conflict: the document was published outside the release after it was added (its live version is not
 * the one the release started from), so publishing the release would overwrite that publish.
 */
export function isConflict(item: ReleaseItem, liveUpdatedAt: string | null): boolean {
  return item.baseline !== liveUpdatedAt
}

/** Fields Payload keeps itself: a version written back as data leaves them out. */
const SYSTEM_FIELDS = new Set(['id', 'createdAt', 'updatedAt', '_status', 'deletedAt', 'globalType'])

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

export function isReleaseGlobal(value: unknown): value is ReleaseGlobal {
  return typeof value === 'string' && (RELEASE_GLOBALS as readonly string[]).includes(value)
}

/** A stored snapshot (the release's json, written by an earlier publish) as a target and its data; undefined when unreadable. */
export function snapshotTarget(value: unknown): ReleaseSnapshot | undefined {
  if (!value || typeof value !== 'object') return undefined
  const record = value as Record<string, unknown>
  const live = record.live && typeof record.live === 'object' ? (record.live as Record<string, unknown>) : null
  if (isReleaseGlobal(record.global)) return { global: record.global, live }
  const id = relatedId(record.id)
  return isReleaseCollection(record.collection) && id !== undefined ? { collection: record.collection, id, live } : undefined
}
