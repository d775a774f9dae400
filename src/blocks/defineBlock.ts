import type { Block, BlockSlug } from 'payload'

/** A block's Payload schema with its slug as a literal type, so `schemas.ts` can be checked against the generated slugs. */
export type BlockConfig<S extends string = string> = Block & { slug: S }

/** Keeps the slug's literal type (a plain `Block` annotation widens it to `string`). */
export function defineBlock<const S extends string>(block: BlockConfig<S>): BlockConfig<S> {
  return block
}

/**
 * A blocks field's offer by reference: the blocks are defined once in the config (`blocks`), and each field that
 * offers them names them by slug (Payload's blockReferences), so the admin's client config carries each block once.
 */
export function referencing(blocks: readonly Block[]): { blocks: []; blockReferences: BlockSlug[] } {
  return { blocks: [], blockReferences: blocks.map((block) => block.slug as BlockSlug) }
}
