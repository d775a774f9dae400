/** Pure checks on stored block data, before it reaches the registry. */

/**
 * Blocks that draw their own full-width band and container. Every other block placed at the top
 * of a page is put inside the page's container by the renderer, so a marketer never has to wrap
 * it in a Section just to keep it off the screen edge. A Reusable section's blocks are framed as a page's own.
 */
export const SELF_FRAMING_BLOCKS = ['section', 'hero', 'ctaBanner', 'reusableSection'] as const

export const framesItself = (blockType: string): boolean => (SELF_FRAMING_BLOCKS as readonly string[]).includes(blockType)

export type StoredBlock = { blockType: string; id?: string | null; [field: string]: unknown }

/**
 * Why a stored block cannot be rendered (not an object, no type, a type this version of the site does
 * not know), or undefined when it can. Stored JSON can outlive the code: stale or hand-edited data must
 * never break a page.
 */
export function unrenderableReason(raw: unknown, isKnown: (blockType: string) => boolean): string | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return 'a block that is not an object'
  const blockType: unknown = 'blockType' in raw ? raw.blockType : undefined
  if (typeof blockType !== 'string') return 'a block without a blockType'
  if (!isKnown(blockType)) return `an unknown block type "${blockType}"`
  return undefined
}

/** The block that places a reusable section by reference (lib/pages/reusableSections). */
export const REUSABLE_SECTION_BLOCK = 'reusableSection'

/**
 * The blocks a block holds: a Section's own, or a Reusable section's once its section is resolved into it
 * (lib/pages/reusableSections); none for any other block.
 */
export function nestedBlocks(block: { blockType: string; blocks?: unknown; section?: unknown }): unknown[] {
  if (Array.isArray(block.blocks)) return block.blocks
  const section = block.blockType === REUSABLE_SECTION_BLOCK ? block.section : undefined
  return section && typeof section === 'object' && 'layout' in section && Array.isArray(section.layout) ? section.layout : []
}

/** Every block of a type in a layout, including blocks nested in Sections and placed by Reusable sections. */
export function collectBlocks<T extends StoredBlock>(blocks: readonly unknown[] | null | undefined, blockType: string): T[] {
  const found: T[] = []
  for (const raw of blocks ?? []) {
    if (!raw || typeof raw !== 'object') continue
    const block = raw as StoredBlock
    if (block.blockType === blockType) found.push(block as T)
    found.push(...collectBlocks<T>(nestedBlocks(block), blockType))
  }
  return found
}

/** Every block type a layout holds, nested ones included. */
export function blockTypesOf(blocks: readonly unknown[] | null | undefined): Set<string> {
  const types = new Set<string>()
  const visit = (list: readonly unknown[] | null | undefined) => {
    for (const raw of list ?? []) {
      if (!raw || typeof raw !== 'object') continue
      const block = raw as StoredBlock
      if (typeof block.blockType === 'string') types.add(block.blockType)
      visit(nestedBlocks(block))
    }
  }
  visit(blocks)
  return types
}

/** A block the marketer hid (its "Hidden" switch, or the canvas's): kept in the document, never shown to visitors. */
export const isHiddenBlock = (block: unknown): boolean => Boolean(block && typeof block === 'object' && 'hidden' in block && block.hidden === true)

/**
 * A layout without its hidden blocks, at every depth (a Section's own blocks included): what visitors'
 * reads return, so nothing drawn from a layout (the page, its structured data, a price another page
 * quotes) shows a hidden block. The same array when nothing is hidden.
 */
export function withoutHiddenBlocks<T>(blocks: T[] | null | undefined): T[] | null | undefined {
  if (!Array.isArray(blocks)) return blocks
  let changed = false
  const kept: T[] = []
  for (const block of blocks) {
    if (isHiddenBlock(block)) {
      changed = true
      continue
    }
    const nested = block && typeof block === 'object' && 'blocks' in block && Array.isArray(block.blocks) ? (block.blocks as unknown[]) : undefined
    const nestedKept = nested && withoutHiddenBlocks(nested)
    if (nested && nestedKept !== nested) {
      changed = true
      kept.push({ ...block, blocks: nestedKept })
    } else kept.push(block)
  }
  return changed ? kept : blocks
}
