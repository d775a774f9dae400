/**
 * Publishing and rolling back a release: every document in one transaction (all of it or none), the release's
 * record of what was live before it kept for the rollback. The collections' own hooks run for each document
 * (content check, redirects, revalidation); the caller revalidates every affected path again once committed.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Release } from '@/payload-types'

import { inTransaction } from '../db/data'
import { PAGE_FAMILY_NAMES, tags, type RevalidationPlan } from '../pages'
import { revalidateNow } from '../pages/data'
import { asData, isConflict, isReleaseCollection, relatedId, type ReleaseCollection, type ReleaseItem, type ReleaseSnapshot } from './releases'

/** A document of a release as the admin shows it: its title and address, whether it has unpublished changes, and any conflict. */
export type ReleaseItemState = {
  collection: ReleaseCollection
  id: number
  title: string
  path: string | null
  /** Its latest version is a draft: the release will publish something new. */
  hasDraft: boolean
  /** Published outside the release since it was added. */
  conflict: boolean
  /** Gone since it was added. */
  missing: boolean
}

export type ReleaseOutcome =
  | { kind: 'done'; status: 'published' | 'rolled-back'; changed: { collection: ReleaseCollection; path: string | null; before: string | null }[] }
  | { kind: 'not-found' }
  | { kind: 'wrong-status'; status: string }
  | { kind: 'conflicts'; items: ReleaseItemState[] }
  | { kind: 'refused'; message: string; document?: string }

/** The release's documents, as stored. */
export function releaseItems(release: Pick<Release, 'items'>): ReleaseItem[] {
  return (release.items ?? []).flatMap((item) => {
    const collection = item.document?.relationTo
    const id = relatedId(item.document?.value)
    return isReleaseCollection(collection) && id !== undefined ? [{ collection, id, baseline: item.baseline ?? null }] : []
  })
}

type Versions = { latest: Record<string, unknown> | null; live: Record<string, unknown> | null }

async function versionsOf(payload: Payload, collection: ReleaseCollection, id: number, req?: PayloadRequest): Promise<Versions> {
  const read = (draft: boolean) =>
    payload
      .findByID({ collection, id, draft, depth: 0, overrideAccess: true, disableErrors: true, ...(req ? { req } : {}) })
      .then((doc) => (doc ? (doc as unknown as Record<string, unknown>) : null))
  const [latest, stored] = await Promise.all([read(true), read(false)])
  // The main row holds the published version, unless the document was never published (or was unpublished).
  return { latest, live: stored && stored._status === 'published' ? stored : null }
}

const liveStamp = (live: Record<string, unknown> | null): string | null => (live ? String(live.updatedAt) : null)

/** What was live when a document is added to a release: the baseline its conflicts are judged from. */
export async function releaseBaseline(payload: Payload, collection: ReleaseCollection, id: number): Promise<string | null> {
  return liveStamp((await versionsOf(payload, collection, id)).live)
}

/** A release as the admin shows it: its status and each document's state; undefined when there is none. */
export async function readRelease(payload: Payload, id: number): Promise<{ status: Release['status']; items: ReleaseItemState[] } | undefined> {
  const release = await payload.findByID({ collection: 'releases', id, depth: 0, overrideAccess: true, disableErrors: true })
  return release ? { status: release.status, items: await releaseState(payload, release) } : undefined
}

/** Each document of the release, as the admin shows it before publishing. */
export async function releaseState(payload: Payload, release: Pick<Release, 'items'>): Promise<ReleaseItemState[]> {
  return Promise.all(
    releaseItems(release).map(async (item) => {
      const { latest, live } = await versionsOf(payload, item.collection, item.id)
      const doc = latest ?? {}
      return {
        collection: item.collection,
        id: item.id,
        title: String(doc.title ?? `${item.collection} ${item.id}`),
        path: typeof doc.path === 'string' ? doc.path : null,
        hasDraft: latest?._status === 'draft',
        conflict: latest !== null && isConflict(item, liveStamp(live)),
        missing: latest === null,
      }
    }),
  )
}

const nameOf = (state: Pick<ReleaseItemState, 'title' | 'path'>) => `${state.title}${state.path ? ` (${state.path})` : ''}`

/** Why a write was refused, in words (a validation error names its fields). */
function refusal(error: unknown): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: { errors?: { message?: string }[] } }).data
    const messages = data?.errors?.map((e) => e.message).filter(Boolean)
    if (messages?.length) return messages.join('; ')
  }
  return error instanceof Error ? error.message : 'the save was refused'
}

/**
 * Publishes every document's latest version together, in one transaction: one refused (a failed check, a
 * missing document) and none is published. Refused while a document was published outside the release since
 * it was added, unless `overwrite` says to publish over it.
 */
export async function publishRelease(req: PayloadRequest, id: number, { overwrite = false } = {}): Promise<ReleaseOutcome> {
  const { payload } = req
  const release = await payload.findByID({ collection: 'releases', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!release) return { kind: 'not-found' }
  if (release.status !== 'open') return { kind: 'wrong-status', status: release.status }
  const state = await releaseState(payload, release)
  const missing = state.find((item) => item.missing)
  if (missing) return { kind: 'refused', message: `${nameOf(missing)} no longer exists: remove it from the release`, document: nameOf(missing) }
  const conflicts = state.filter((item) => item.conflict)
  if (conflicts.length > 0 && !overwrite) return { kind: 'conflicts', items: conflicts }
  const items = releaseItems(release)
  let current = ''
  try {
    const outcome = await inTransaction(req, async () => {
      const snapshots: ReleaseSnapshot[] = []
      const changed: { collection: ReleaseCollection; path: string | null; before: string | null }[] = []
      for (const item of items) {
        const { latest, live } = await versionsOf(payload, item.collection, item.id, req)
        if (!latest) throw new Error('missing')
        current = nameOf({ title: String(latest.title ?? item.id), path: typeof latest.path === 'string' ? latest.path : null })
        snapshots.push({ collection: item.collection, id: item.id, live: live ? asData(live) : null })
        const saved = await payload.update({
          collection: item.collection,
          id: item.id,
          data: { ...asData(latest), _status: 'published' },
          draft: false,
          depth: 0,
          overrideAccess: true,
          req,
        })
        changed.push({ collection: item.collection, path: saved.path ?? null, before: live && typeof live.path === 'string' ? live.path : null })
      }
      await payload.update({
        collection: 'releases',
        id,
        data: { status: 'published', releasedAt: new Date().toISOString(), snapshots },
        depth: 0,
        overrideAccess: true,
        req,
        context: { releaseWrite: true },
      })
      return changed
    })
    return { kind: 'done', status: 'published', changed: outcome }
  } catch (error) {
    return { kind: 'refused', message: `Nothing was published: ${current || 'a document'} was refused (${refusal(error)})`, document: current }
  }
}

/** Puts back what was live before the release, every document together: its earlier version, or unpublished if it was not live. */
export async function rollBackRelease(req: PayloadRequest, id: number): Promise<ReleaseOutcome> {
  const { payload } = req
  const release = await payload.findByID({ collection: 'releases', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!release) return { kind: 'not-found' }
  if (release.status !== 'published') return { kind: 'wrong-status', status: release.status }
  const snapshots = (Array.isArray(release.snapshots) ? release.snapshots : []) as ReleaseSnapshot[]
  let current = ''
  try {
    const changed = await inTransaction(req, async () => {
      const done: { collection: ReleaseCollection; path: string | null; before: string | null }[] = []
      for (const snapshot of snapshots) {
        if (!isReleaseCollection(snapshot.collection)) continue
        const { live } = await versionsOf(payload, snapshot.collection, snapshot.id, req)
        current = `${snapshot.collection} ${snapshot.id}`
        const saved = await payload.update({
          collection: snapshot.collection,
          id: snapshot.id,
          // Not live before the release: unpublished again (its content stays, as a draft).
          data: snapshot.live ? { ...snapshot.live, _status: 'published' } : { _status: 'draft' },
          draft: false,
          depth: 0,
          overrideAccess: true,
          req,
          context: { skipContentCheck: true },
        })
        done.push({ collection: snapshot.collection, path: saved.path ?? null, before: live && typeof live.path === 'string' ? live.path : null })
      }
      await payload.update({
        collection: 'releases',
        id,
        data: { status: 'rolled-back' },
        depth: 0,
        overrideAccess: true,
        req,
        context: { releaseWrite: true },
      })
      return done
    })
    return { kind: 'done', status: 'rolled-back', changed }
  } catch (error) {
    return { kind: 'refused', message: `Nothing was rolled back: ${current || 'a document'} was refused (${refusal(error)})`, document: current }
  }
}

/**
 * Once committed: every address the release changed (and the lists and sitemap showing them) expired at once.
 * The documents' own hooks expired them inside the transaction too, before it committed; a render between the
 * two could have kept the old copy.
 */
export async function revalidateReleased(payload: Payload, changed: Extract<ReleaseOutcome, { kind: 'done' }>['changed']): Promise<void> {
  const expired = new Set<string>([tags.sitemap, ...PAGE_FAMILY_NAMES.map(tags.family)])
  for (const { collection, path, before } of changed) {
    if (path) expired.add(tags.document(path))
    if (before) expired.add(tags.document(before))
    if (collection !== 'pages') expired.add(tags.collection(collection))
  }
  const plan: RevalidationPlan = { paths: [], tags: [...expired], everything: false }
  await revalidateNow(plan, (message) => payload.logger.warn(message))
}
