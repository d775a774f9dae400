/** Pure checks on stored block data, before it reaches the registry. */

/**
 * Blocks that draw their own full-width band and container. Every other block placed at the top
 * of a page is put inside the page's container by the renderer, so a marketer never has to wrap
 * it in a Section just to keep it off the screen edge.
 */
export const SELF_FRAMING_BLOCKS = ['section', 'hero', 'ctaBanner'] as const

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

/** Every block of a type in a layout, including blocks nested in Sections. */
export function collectBlocks<T extends StoredBlock>(blocks: readonly unknown[] | null | undefined, blockType: string): T[] {
  const found: T[] = []
  for (const raw of blocks ?? []) {
    if (!raw || typeof raw !== 'object') continue
    const block = raw as StoredBlock
    if (block.blockType === blockType) found.push(block as T)
    if (Array.isArray(block.blocks)) found.push(...collectBlocks<T>(block.blocks, blockType))
  }
  return found
}
