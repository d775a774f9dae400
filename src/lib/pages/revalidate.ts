/**
 * Which cached paths and tags a change makes stale. Pure: the hooks call it
 * and hand the result to Next's cache (or to the revalidate endpoint).
 */
import type { PageFamily, RoutedCollection } from './paths'
import { tags, type DataTag } from './tags'

export type Status = 'draft' | 'published' | null | undefined

export type RoutedSnapshot = {
  path?: string | null
  family?: PageFamily | null
  _status?: Status
}

export type Change =
  | { kind: 'routed'; collection: 'pages' | RoutedCollection; doc: RoutedSnapshot; previous?: RoutedSnapshot; deleted?: boolean }
  | { kind: 'shell' }
  | { kind: 'data'; tag: DataTag }
  /** A reusable section: the pages that place it read it under its tag. */
  | { kind: 'section'; id: number }

export type RevalidationPlan = {
  paths: string[]
  tags: string[]
  /** Revalidate every page (the shell changed). */
  everything: boolean
}

const EMPTY: RevalidationPlan = { paths: [], tags: [], everything: false }

/** A document without a status (a collection without drafts) counts as published. */
function isPublic(snapshot: RoutedSnapshot | undefined): boolean {
  if (!snapshot || !snapshot.path) return false
  return snapshot._status === undefined || snapshot._status === null || snapshot._status === 'published'
}

export function planRevalidation(change: Change): RevalidationPlan {
  if (change.kind === 'shell') return { paths: [], tags: [tags.shell], everything: true }
  // Data without paths (the rate card, catalogues) is read through cached queries under its own tag.
  if (change.kind === 'data') return { paths: [], tags: [change.tag], everything: false }
  if (change.kind === 'section') return { paths: [], tags: [tags.section(change.id)], everything: false }

  const { collection, doc, previous, deleted } = change
  const affected = [deleted ? undefined : doc, previous ?? (deleted ? doc : undefined)].filter((s): s is RoutedSnapshot => isPublic(s))
  // A draft saved over a draft, or a never-published document: nothing public changed.
  if (affected.length === 0) return EMPTY

  const paths = new Set<string>()
  const tagSet = new Set<string>([tags.sitemap])
  for (const snapshot of affected) {
    paths.add(snapshot.path as string)
    tagSet.add(tags.document(snapshot.path as string))
    if (collection === 'pages') {
      if (snapshot.family) tagSet.add(tags.family(snapshot.family))
    } else {
      tagSet.add(tags.collection(collection))
    }
  }
  return { paths: [...paths], tags: [...tagSet], everything: false }
}
