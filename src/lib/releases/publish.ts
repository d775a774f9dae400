/**
 * Publishing and rolling back a release: every document in one transaction (all of it or none), the release's
 * record of what was live before it kept for the rollback. The collections' and globals' own hooks run for each
 * (content check, redirects, revalidation); the caller revalidates every affected path again once committed.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Release } from '@/payload-types'

import { inTransaction } from '../db/data'
import { PAGE_FAMILY_NAMES, tags, type RevalidationPlan } from '../pages'
import { revalidateNow } from '../pages/data'
import {
  asData,
  isConflict,
  isReleaseCollection,
  isReleaseGlobal,
  isRoutedTarget,
  isShellTarget,
  relatedId,
  RELEASE_GLOBAL_LABELS,
  snapshotTarget,
  type ReleaseItem,
  type ReleaseSnapshot,
  type ReleaseTarget,
} from './releases'

/** A document of a release as the admin shows it: its title and address, whether it has unpublished changes, and any conflict. */
export type ReleaseItemState = ReleaseTarget & {
  title: string
  path: string | null
  /** Its latest version is a draft: the release will publish something new. */
  hasDraft: boolean
  /** Published outside the release since it was added. */
  conflict: boolean
  /** Gone since it was added. */
  missing: boolean
}

/** What a publish or rollback changed: the target, its address now and before (routed documents). */
export type ReleaseChange = { target: ReleaseTarget; path: string | null; before: string | null }

export type ReleaseOutcome =
  | { kind: 'done'; status: 'published' | 'rolled-back'; changed: ReleaseChange[] }
  | { kind: 'not-found' }
  | { kind: 'wrong-status'; status: string }
  | { kind: 'conflicts'; items: ReleaseItemState[] }
  | { kind: 'refused'; message: string; document?: string }

/** The release's documents and site parts, as stored. */
export function releaseItems(release: Pick<Release, 'items' | 'siteParts'>): ReleaseItem[] {
  const documents = (release.items ?? []).flatMap((item): ReleaseItem[] => {
    const collection = item.document?.relationTo
    const id = relatedId(item.document?.value)
    return isReleaseCollection(collection) && id !== undefined ? [{ collection, id, baseline: item.baseline ?? null }] : []
  })
  const parts = (release.siteParts ?? []).flatMap((part): ReleaseItem[] =>
    isReleaseGlobal(part.global) ? [{ global: part.global, baseline: part.baseline ?? null }] : [],
  )
  return [...documents, ...parts]
}

type Versions = { latest: Record<string, unknown> | null; live: Record<string, unknown> | null }

/** A target's latest version (draft or published) and its live (published) one. */
async function versionsOf(payload: Payload, target: ReleaseTarget, req?: PayloadRequest): Promise<Versions> {
  const within = req ? { req } : {}
  const read = (draft: boolean): Promise<Record<string, unknown> | null> =>
    'global' in target
      ? payload.findGlobal({ slug: target.global, draft, depth: 0, overrideAccess: true, ...within }).then((doc) => doc as unknown as Record<string, unknown>)
      : payload
          .findByID({ collection: target.collection, id: target.id, draft, depth: 0, overrideAccess: true, disableErrors: true, ...within })
          .then((doc) => (doc ? (doc as unknown as Record<string, unknown>) : null))
  const [latest, stored] = await Promise.all([read(true), read(false)])
  // The main row holds the published version, unless the document was never published (or was unpublished).
  return { latest, live: stored && stored._status === 'published' ? stored : null }
}

/** Writes a target: its data, published or (unpublished) as a draft. */
async function write(payload: Payload, target: ReleaseTarget, data: Record<string, unknown>, req: PayloadRequest, skipContentCheck = false) {
  const options = { data, draft: false, depth: 0, overrideAccess: true, req, ...(skipContentCheck ? { context: { skipContentCheck: true } } : {}) }
  if ('global' in target) {
    await payload.updateGlobal({ slug: target.global, ...options })
    return null
  }
  const saved = await payload.update({ collection: target.collection, id: target.id, ...options })
  return 'path' in saved && typeof saved.path === 'string' ? saved.path : null
}

const liveStamp = (live: Record<string, unknown> | null): string | null => (live ? String(live.updatedAt) : null)

/** What was live when a document is added to a release: the baseline its conflicts are judged from. */
export async function releaseBaseline(payload: Payload, target: ReleaseTarget): Promise<string | null> {
  return liveStamp((await versionsOf(payload, target)).live)
}

/** A release as the admin shows it: its status and each document's state; undefined when there is none. */
export async function readRelease(payload: Payload, id: number): Promise<{ status: Release['status']; items: ReleaseItemState[] } | undefined> {
  const release = await payload.findByID({ collection: 'releases', id, depth: 0, overrideAccess: true, disableErrors: true })
  return release ? { status: release.status, items: await releaseState(payload, release) } : undefined
}

function titleOf(target: ReleaseTarget, doc: Record<string, unknown>): string {
  if ('global' in target) return RELEASE_GLOBAL_LABELS[target.global]
  const title = doc.title ?? doc.label
  return typeof title === 'string' && title ? title : `${target.collection} ${target.id}`
}

/** Each document of the release, as the admin shows it before publishing. */
export async function releaseState(payload: Payload, release: Pick<Release, 'items' | 'siteParts'>): Promise<ReleaseItemState[]> {
  return Promise.all(
    releaseItems(release).map(async (item) => {
      const { latest, live } = await versionsOf(payload, item)
      const doc = latest ?? {}
      const { baseline: _baseline, ...target } = item
      return {
        ...target,
        title: titleOf(item, doc),
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
  let current = ''
  try {
    const outcome = await inTransaction(req, async () => {
      const snapshots: ReleaseSnapshot[] = []
      const changed: ReleaseChange[] = []
      for (const { baseline: _baseline, ...target } of releaseItems(release)) {
        const { latest, live } = await versionsOf(payload, target, req)
        if (!latest) throw new Error('missing')
        const before = live && typeof live.path === 'string' ? live.path : null
        current = nameOf({ title: titleOf(target, latest), path: typeof latest.path === 'string' ? latest.path : null })
        snapshots.push({ ...target, live: live ? asData(live) : null })
        const path = await write(payload, target, { ...asData(latest), _status: 'published' }, req)
        changed.push({ target, path, before })
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
  const snapshots = (Array.isArray(release.snapshots) ? release.snapshots : []).flatMap((value) => snapshotTarget(value) ?? [])
  let current = ''
  try {
    const changed = await inTransaction(req, async () => {
      const done: ReleaseChange[] = []
      for (const { live: earlier, ...target } of snapshots) {
        // A header or footer always had a published version; one without (never the case after its migration) is left as it is.
        if ('global' in target && !earlier) continue
        const { live } = await versionsOf(payload, target, req)
        current = 'global' in target ? RELEASE_GLOBAL_LABELS[target.global] : `${target.collection} ${target.id}`
        // Not live before the release: unpublished again (its content stays, as a draft).
        const path = await write(payload, target, earlier ? { ...earlier, _status: 'published' } : { _status: 'draft' }, req, true)
        done.push({ target, path, before: live && typeof live.path === 'string' ? live.path : null })
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
 * Once committed: every address the release changed (and the lists and sitemap showing them, and every page's
 * header and footer when the release held them) expired at once. The documents' own hooks expire what each changed
 * once the same transaction commits (lib/db afterCommit); this covers the whole release in one step.
 */
export async function revalidateReleased(payload: Payload, changed: ReleaseChange[]): Promise<void> {
  const expired = new Set<string>([tags.sitemap, ...PAGE_FAMILY_NAMES.map(tags.family)])
  for (const { target, path, before } of changed) {
    if (path) expired.add(tags.document(path))
    if (before) expired.add(tags.document(before))
    if (isShellTarget(target)) expired.add(tags.shell)
    if (isRoutedTarget(target) && target.collection !== 'pages') expired.add(tags.collection(target.collection))
  }
  const plan: RevalidationPlan = { paths: [], tags: [...expired], everything: false }
  await revalidateNow(plan, (message) => payload.logger.warn(message))
}
