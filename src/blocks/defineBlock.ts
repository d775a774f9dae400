import type { Block } from 'payload'

/** A block's Payload schema with its slug as a literal type, so `schemas.ts` can be checked against the generated slugs. */
export type BlockConfig<S extends string = string> = Block & { slug: S }

/** Keeps the slug's literal type (a plain `Block` annotation widens it to `string`). */
export function defineBlock<const S extends string>(block: BlockConfig<S>): BlockConfig<S> {
  return block
}
