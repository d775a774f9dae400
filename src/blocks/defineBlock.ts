import type { Block, BlockSlug } from 'payload'

import { blockThumbnailUrl, type BlockGroup } from './adminUi'

/** A block's Payload schema with its slug as a literal type, so `schemas.ts` can be checked against the generated slugs. */
export type BlockConfig<S extends string = string> = Block & { slug: S }

/**
 * What a block's config.ts writes: its schema, and its place in the admin's picker, each once: the group it is
 * listed under and a one-line description in a marketer's words (Payload's drawer shows only a thumbnail and the
 * label, so the description is the thumbnail's alt text and is drawn into the image too: scripts/blockThumbnails.ts).
 */
export type BlockDefinition<S extends string> = Omit<Block, 'slug' | 'admin'> & {
  slug: S
  group: BlockGroup
  description: string
  admin?: Omit<NonNullable<Block['admin']>, 'group' | 'images'>
}

/** Builds a block's schema from its definition, keeping the slug's literal type (a plain `Block` annotation widens it to `string`). */
export function defineBlock<const S extends string>({ group, description, admin, ...block }: BlockDefinition<S>): BlockConfig<S> {
  return { ...block, admin: { ...admin, group, images: { thumbnail: { url: blockThumbnailUrl(block.slug), alt: description } } } }
}

/**
 * A blocks field's offer by reference: the blocks are defined once in the config (`blocks`), and each field that
 * offers them names them by slug (Payload's blockReferences), so the admin's client config carries each block once.
 */
export function referencing(blocks: readonly Block[]): { blocks: []; blockReferences: BlockSlug[] } {
  return { blocks: [], blockReferences: blocks.map((block) => block.slug as BlockSlug) }
}
