/**
 * Reusable sections' reads and writes (the rules: ./reusableSections.ts). A page's render reads the sections
 * it places under each section's tag, so publishing a section expires every page that shows it; an editor's
 * preview reads their drafts, uncached.
 */
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import type { Page, User } from '@/payload-types'

import { cachedWithPayload } from './cached'
import type { RoutedDocument } from './queries'
import { detachedLayout, sectionIdsOf, usageMatch, withSectionsResolved, type ResolvedSection } from './reusableSections'
import { tags } from './tags'

async function findSections(payload: Payload, ids: readonly number[], viewer: User | null): Promise<ResolvedSection[]> {
  if (ids.length === 0) return []
  const result = await payload.find({
    collection: 'reusable-sections',
    where: { id: { in: [...ids] } },
    depth: 1,
    limit: ids.length,
    pagination: false,
    select: { name: true, layout: true },
    overrideAccess: false,
    ...(viewer ? { draft: true, user: viewer } : { draft: false }),
  })
  return result.docs.map((doc) => ({ id: doc.id, name: doc.name, layout: doc.layout }))
}

/** The published sections with these ids (sorted, so one key per set), each under its own tag. */
export const getPublishedSections = cachedWithPayload(
  'reusable-sections',
  (payload: Payload, ids: number[]) => findSections(payload, ids, null),
  (ids) => ids.map(tags.section),
)

/**
 * The document with each Reusable section it places resolved into its blocks: the published sections for
 * visitors, the latest drafts for an editor previewing.
 */
export async function withReusableSections(payload: Payload, routed: RoutedDocument, viewer: User | null): Promise<RoutedDocument> {
  if (routed.collection !== 'pages') return routed
  const ids = sectionIdsOf(routed.doc.layout).sort((a, b) => a - b)
  if (ids.length === 0) return routed
  const sections = viewer ? await findSections(payload, ids, viewer) : await getPublishedSections(payload, ids)
  const layout = withSectionsResolved(routed.doc.layout, new Map(sections.map((section) => [section.id, section])))
  return { collection: 'pages', doc: { ...routed.doc, layout } }
}

export type SectionUse = { id: number; title: string; path: string | null; status: 'published' | 'draft' }

/**
 * The pages that place a section, in their published version or their latest draft (a page whose draft
 * dropped it still shows it to visitors until published), by title.
 */
export async function pagesUsingSection(payload: Payload, sectionId: number): Promise<SectionUse[]> {
  const where = { sectionUsage: { like: usageMatch(sectionId) } }
  const read = (draft: boolean) =>
    payload.find({ collection: 'pages', where, draft, depth: 0, limit: 0, pagination: false, select: { title: true, path: true, _status: true } })
  const [published, drafts] = await Promise.all([read(false), read(true)])
  const uses = new Map<number, SectionUse>()
  for (const page of [...published.docs, ...drafts.docs]) {
    const status = page._status === 'published' ? 'published' : 'draft'
    if (!uses.has(page.id)) uses.set(page.id, { id: page.id, title: page.title, path: page.path ?? null, status })
  }
  return [...uses.values()].sort((a, b) => a.title.localeCompare(b.title))
}

export type DetachResult = { detached: true; blocks: number } | { detached: false; status: 404 | 409; message: string }

/**
 * "Detach": the page's latest draft gets an editable copy of the section's blocks (its latest draft, as the
 * preview showed it) in place of the reference, saved as a draft; the page is not published.
 */
export async function detachSection(payload: Payload, pageId: number, rowId: string, user: User): Promise<DetachResult> {
  const page: Page | null = await payload.findByID({ collection: 'pages', id: pageId, draft: true, depth: 0, overrideAccess: false, user }).catch(() => null)
  if (!page) return { detached: false, status: 404, message: `No page with id ${pageId}` }
  const reference = (page.layout ?? []).find((block) => block.id === rowId)
  const sectionId = reference?.blockType === 'reusableSection' ? sectionIdsOf([reference])[0] : undefined
  if (sectionId === undefined)
    return { detached: false, status: 409, message: 'That block is not a Reusable section of this page (was it removed or already detached?).' }
  const section = await payload
    .findByID({ collection: 'reusable-sections', id: sectionId, draft: true, depth: 0, overrideAccess: false, user })
    .catch(() => null)
  if (!section) return { detached: false, status: 409, message: 'The section it places no longer exists; remove the block instead.' }
  const sectionLayout = section.layout ?? []
  const layout = detachedLayout(page.layout ?? [], rowId, sectionLayout, () => randomBytes(12).toString('hex'))
  if (!layout) return { detached: false, status: 409, message: 'That block is not a Reusable section of this page.' }
  await payload.update({ collection: 'pages', id: pageId, data: { layout }, draft: true, depth: 0, overrideAccess: false, user })
  return { detached: true, blocks: sectionLayout.length }
}
