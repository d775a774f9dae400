import { Fragment, type ReactNode } from 'react'

import { resolveBlock } from '@/lib/blocks'

import { registry } from './registry'
import type { BlockComponent, BlockSlug, LayoutBlock, RenderContext } from './types'

type Props = {
  blocks: readonly unknown[] | null | undefined
  context: RenderContext
  /** Wraps each top-level block in a div of this class (scroll-snap panels). */
  itemClassName?: string
}

function renderOne(block: LayoutBlock, context: RenderContext, key: string): ReactNode {
  const Component = registry[block.blockType] as BlockComponent<BlockSlug>
  // A Section's nested blocks are rendered here, so blocks never import the registry.
  const children =
    block.blockType === 'section' ? <RenderBlocks blocks={block.blocks} context={context} /> : undefined
  return (
    <Component key={key} block={block} context={context}>
      {children}
    </Component>
  )
}

/** Renders a stored list of blocks; unknown block types are skipped with a warning, never a crash. */
export function RenderBlocks({ blocks, context, itemClassName }: Props) {
  if (!blocks?.length) return null
  return (
    <Fragment>
      {blocks.map((raw, index) => {
        const block = resolveBlock(raw, Object.keys(registry), (message) => console.warn(`[blocks] ${message} on ${context.path}`))
        if (!block) return null
        const key = (block.id as string | undefined) ?? String(index)
        const rendered = renderOne(block as LayoutBlock, context, key)
        return itemClassName ? (
          <div key={key} className={itemClassName}>
            {rendered}
          </div>
        ) : (
          rendered
        )
      })}
    </Fragment>
  )
}
