/**
 * Reusable sections (issue 32, item 4): a layout kept once, placed on pages by reference. Pure: which
 * sections a layout places, the page's record of them (for "where is it used" and refusing a delete), the
 * layout with each reference resolved for rendering, and the copy "Detach" puts in a reference's place.
 */
import { REUSABLE_SECTION_BLOCK, withoutHiddenBlocks } from './blocks'

/** The collection of reusable sections (its slug in the admin's addresses and the API's). */
export const REUSABLE_SECTIONS = 'reusable-sections' as const

/** A section as a page's render needs it: its id, name and blocks. */
export type ResolvedSection = { id: number; name: string; layout?: unknown[] | null }

type Reference = { blockType: typeof REUSABLE_SECTION_BLOCK; section?: unknown }

const isReference = (block: unknown): block is Reference =>
  Boolean(block && typeof block === 'object' && 'blockType' in block && block.blockType === REUSABLE_SECTION_BLOCK)

/** The id a reference names (stored as an id, or already resolved into the section); undefined when it names none. */
export function referencedSectionId(block: unknown): number | undefined {
  if (!isReference(block)) return undefined
  const section = block.section
  const id = section && typeof section === 'object' && 'id' in section ? section.id : section
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** The sections a layout places (references sit at the top of a page only), each once, in order. */
export function sectionIdsOf(layout: readonly unknown[] | null | undefined): number[] {
  const ids = (layout ?? []).map(referencedSectionId).filter((id): id is number => id !== undefined)
  return [...new Set(ids)]
}

/**
 * ",3,12,": the sections a page places, stored with the page (and each of its versions) so the pages using
 * a section are one `like` query away (usageMatch).
 */
export function sectionUsage(layout: readonly unknown[] | null | undefined): string | null {
  const ids = sectionIdsOf(layout)
  return ids.length ? `,${ids.join(',')},` : null
}

/** What a page's usage record contains when it places the section. */
export const usageMatch = (sectionId: number): string => `,${sectionId},`

/**
 * The layout with each reference's section in place of its id, hidden blocks left out, for rendering.
 * A reference to a section not among `sections` (unpublished, deleted) keeps its id: visitors see nothing.
 * The same array when the layout places no section.
 */
export function withSectionsResolved<T>(layout: T[] | null | undefined, sections: ReadonlyMap<number, ResolvedSection>): T[] | null | undefined {
  if (!Array.isArray(layout) || !layout.some(isReference)) return layout
  return layout.map((block) => {
    const id = referencedSectionId(block)
    const section = id === undefined ? undefined : sections.get(id)
    if (!section) return block
    return { ...block, section: { ...section, layout: withoutHiddenBlocks(section.layout) ?? [] } }
  })
}

/** A row id as Payload makes them (24 hex digits). */
export type RowIdMaker = () => string

/** A deep copy of a value with a fresh id on every row that had one, so a detached copy shares no row with its section. */
function withFreshIds(value: unknown, newId: RowIdMaker): unknown {
  if (Array.isArray(value)) return value.map((item) => withFreshIds(item, newId))
  if (!value || typeof value !== 'object') return value
  const copy: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) copy[key] = key === 'id' && typeof inner === 'string' ? newId() : withFreshIds(inner, newId)
  return copy
}

/**
 * "Detach": the layout with the reference whose row id is `rowId` replaced by an editable copy of its
 * section's blocks (fresh row ids), or undefined when no such reference is in the layout.
 */
export function detachedLayout<T>(layout: readonly T[], rowId: string, sectionLayout: readonly unknown[], newId: RowIdMaker): T[] | undefined {
  const index = layout.findIndex((block) => isReference(block) && (block as { id?: unknown }).id === rowId)
  if (index < 0) return undefined
  const copies = sectionLayout.map((block) => withFreshIds(block, newId) as T)
  return [...layout.slice(0, index), ...copies, ...layout.slice(index + 1)]
}
