/**
 * The whole site as it will be after a campaign release, for its editors: every address shows the release's
 * latest draft of the document there, or else what is published; the header and footer are the release's drafts
 * when it holds them, and each navigation item in it shows its draft. Read per request, never cached (draft
 * mode renders per request and stores nothing). Lists (a family of pages, the customer stories, the release notes)
 * show the release's drafts of their documents, and its new ones.
 */
import type { Payload } from 'payload'

import type { Header, NavigationItem, Release } from '@/payload-types'

import { withoutHiddenBlocks, type RoutedCollectionSlug } from '../pages'
import type { Listing, RoutedDocument, Shell } from '../pages/data'
import { isRoutedTarget, targetKey, type ReleaseTarget } from './releases'
import { releaseItems } from './publish'

/** An open release being previewed: its name and what it publishes. */
export type ReleasePreview = { id: number; name: string; targets: ReleaseTarget[] }

/** A release's status, or null when there is none: whether it can be previewed (only an open one). */
export async function releaseStatusOf(payload: Payload, id: number): Promise<Release['status'] | null> {
  const release = await payload.findByID({ collection: 'releases', id, depth: 0, overrideAccess: true, disableErrors: true })
  return release ? release.status : null
}

/** The open release with this id, as a preview; null when there is none (or it has been published or rolled back). */
export async function readReleasePreview(payload: Payload, id: number): Promise<ReleasePreview | null> {
  const release = await payload.findByID({ collection: 'releases', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!release || release.status !== 'open') return null
  return { id, name: release.name, targets: releaseItems(release).map(({ baseline: _baseline, ...target }) => target) }
}

const holds = (preview: ReleasePreview, target: ReleaseTarget) => preview.targets.some((held) => targetKey(held) === targetKey(target))

/**
 * The document at a path after the release: the release's latest draft of it when the release holds the
 * document there (or one moving there), else the published one, unless the release moves that one away (null).
 */
export async function releaseDocumentByPath(
  payload: Payload,
  preview: ReleasePreview,
  path: string,
  collections: readonly RoutedCollectionSlug[],
  published: () => Promise<RoutedDocument | null>,
): Promise<RoutedDocument | null> {
  for (const target of preview.targets) {
    if (!isRoutedTarget(target) || !collections.includes(target.collection)) continue
    const doc = await payload.findByID({ collection: target.collection, id: target.id, draft: true, depth: 1, overrideAccess: true, disableErrors: true })
    if (doc && doc.path === path) return { collection: target.collection, doc: { ...doc, layout: withoutHiddenBlocks(doc.layout) } } as RoutedDocument
  }
  const live = await published()
  // Published here now, but the release gives it another address: after the release, nothing is here.
  return live && holds(preview, { collection: live.collection, id: live.doc.id }) ? null : live
}

type GroupItem = NonNullable<NonNullable<Header['groups']>[number]['items']>[number]

/** The navigation items the header's groups name, each as after the release (its draft when the release holds it, else published). */
async function navigationAfter(payload: Payload, preview: ReleasePreview, ids: number[]): Promise<Map<number, NavigationItem>> {
  const inRelease = ids.filter((id) => holds(preview, { collection: 'navigation-items', id }))
  const others = ids.filter((id) => !inRelease.includes(id))
  const [drafts, published] = await Promise.all([
    Promise.all(
      inRelease.map((id) => payload.findByID({ collection: 'navigation-items', id, draft: true, depth: 1, overrideAccess: true, disableErrors: true })),
    ),
    others.length > 0
      ? payload.find({
          collection: 'navigation-items',
          where: { id: { in: others } },
          depth: 1,
          limit: 0,
          pagination: false,
          overrideAccess: false,
          draft: false,
        })
      : Promise.resolve({ docs: [] as NavigationItem[] }),
  ])
  return new Map([...published.docs, ...drafts.flatMap((doc) => (doc ? [doc] : []))].map((doc) => [doc.id, doc]))
}

const itemId = (item: GroupItem): number => (typeof item === 'number' ? item : item.id)

/** The site's shell as after the release: its header and footer drafts, and its navigation items' drafts in the header. */
export async function releaseShell(payload: Payload, preview: ReleasePreview, shell: Shell): Promise<Shell> {
  const holdsNavigation = preview.targets.some((target) => 'collection' in target && target.collection === 'navigation-items')
  const [header, footer] = await Promise.all([
    holds(preview, { global: 'header' }) ? payload.findGlobal({ slug: 'header', draft: true, depth: 0, overrideAccess: true }) : shell.header,
    holds(preview, { global: 'footer' }) ? payload.findGlobal({ slug: 'footer', draft: true, depth: 0, overrideAccess: true }) : shell.footer,
  ])
  if (header === shell.header && !holdsNavigation) return { ...shell, footer }
  const groups = header.groups ?? []
  const items = await navigationAfter(payload, preview, [...new Set(groups.flatMap((group) => (group.items ?? []).map(itemId)))])
  return {
    ...shell,
    footer,
    header: {
      ...header,
      groups: groups.map((group) => ({ ...group, items: (group.items ?? []).flatMap((item) => items.get(itemId(item)) ?? []) })),
    },
  }
}

/**
 * A list as after the release: its documents that the release holds shown as their drafts (or left out when
 * the draft no longer belongs in the list), and on its first page, first, the release's documents of the list
 * that are not published yet (new ones are the newest).
 */
export async function listingAfterRelease<T extends { id: number }>(
  payload: Payload,
  preview: ReleasePreview,
  collection: RoutedCollectionSlug,
  listing: Listing<T>,
  belongs: (doc: Record<string, unknown>) => boolean = () => true,
): Promise<Listing<T>> {
  const ids = preview.targets.flatMap((target) => ('collection' in target && target.collection === collection ? [target.id] : []))
  if (ids.length === 0) return listing
  const [drafts, published] = await Promise.all([
    Promise.all(ids.map((id) => payload.findByID({ collection, id, draft: true, depth: 1, overrideAccess: true, disableErrors: true }))),
    payload.find({ collection, where: { id: { in: ids } }, depth: 0, limit: 0, pagination: false, overrideAccess: false, draft: false, select: {} }),
  ])
  const latest = new Map(drafts.flatMap((doc) => (doc ? [[doc.id, doc as unknown as T & Record<string, unknown>] as const] : [])))
  const live = new Set(published.docs.map((doc) => doc.id))
  const docs = listing.docs.flatMap((doc) => {
    const draft = latest.get(doc.id)
    return draft ? (belongs(draft) ? [draft] : []) : [doc]
  })
  const added = listing.page === 1 ? [...latest.values()].filter((doc) => !live.has(doc.id) && belongs(doc)) : []
  return { ...listing, docs: [...added, ...docs], totalDocs: listing.totalDocs + added.length }
}
