import { Fragment, type ReactNode } from 'react'

import { ExperimentViewed } from '@/components/tracking/ExperimentViewed.client'
import { resolveBlock } from '@/lib/blocks'
import { showsBlock, variantIndex, type BlockExperiment } from '@/lib/experiments'

import { registry } from './registry'
import type { BlockComponent, BlockSlug, LayoutBlock, RenderContext } from './types'

type Props = {
  blocks: readonly unknown[] | null | undefined
  context: RenderContext
  /** Wraps each top-level block in a div of this class (scroll-snap panels). */
  itemClassName?: string
  /** Attributes of the wrapper of the block at each position in the stored list (scroll-snap marks). */
  itemAttributes?: (index: number) => Record<string, string>
}

function renderOne(block: LayoutBlock, context: RenderContext, key: string): ReactNode {
  const Component = registry[block.blockType] as BlockComponent<BlockSlug>
  // A Section's nested blocks are rendered here, so blocks never import the registry.
  const children =
    block.blockType === 'section' ? <RenderBlocks blocks={block.blocks} context={context} /> : undefined
  const rendered = (
    <Component key={key} block={block} context={context}>
      {children}
    </Component>
  )
  const experiment = block.experiment as BlockExperiment
  const experimentKey = experiment?.key?.trim()
  if (!experimentKey) return rendered
  const variant = experiment?.variant ?? 'A'
  if (context.previewing) {
    // Editors see every variant, each labelled with its experiment and letter.
    return (
      <div key={key} className="experiment-preview" data-experiment={`A/B test ${experimentKey} · variant ${variant}`}>
        {rendered}
      </div>
    )
  }
  return (
    <Fragment key={key}>
      {rendered}
      <ExperimentViewed experimentId={experimentKey} variationId={variantIndex(variant)} />
    </Fragment>
  )
}

/** Renders a stored list of blocks; unknown block types are skipped with a warning, never a crash. */
export function RenderBlocks({ blocks, context, itemClassName, itemAttributes }: Props) {
  if (!blocks?.length) return null
  return (
    <Fragment>
      {blocks.map((raw, index) => {
        const block = resolveBlock(raw, Object.keys(registry), (message) => console.warn(`[blocks] ${message} on ${context.path}`))
        if (!block || !showsBlock(block.experiment as BlockExperiment, context.experiments, context.previewing)) return null
        const key = (block.id as string | undefined) ?? String(index)
        const rendered = renderOne(block as LayoutBlock, context, key)
        return itemClassName ? (
          <div key={key} className={itemClassName} {...itemAttributes?.(index)}>
            {rendered}
          </div>
        ) : (
          rendered
        )
      })}
    </Fragment>
  )
}
