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
 * Returns the block when its type is known; otherwise logs why and returns
 * undefined, so stale or hand-edited data never breaks a page.
 */
export function resolveBlock(raw: unknown, knownTypes: readonly string[], warn: (message: string) => void): StoredBlock | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    warn('skipped a block that is not an object')
    return undefined
  }
  const blockType = (raw as { blockType?: unknown }).blockType
  if (typeof blockType !== 'string') {
    warn('skipped a block without a blockType')
    return undefined
  }
  if (!knownTypes.includes(blockType)) {
    warn(`skipped unknown block type "${blockType}"`)
    return undefined
  }
  return raw as StoredBlock
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
