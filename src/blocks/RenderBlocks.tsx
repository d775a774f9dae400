import { Fragment, type ReactNode } from 'react'

import { ExperimentViewed } from '@/components/tracking/ExperimentViewed.client'
import { framesItself, resolveBlock } from '@/lib/blocks'
import { showsBlock, variantIndex, type Assignments, type BlockExperiment } from '@/lib/experiments'
import { flagAssignments, isFlagKey } from '@/lib/flagVariants'
import { PRODUCTION_FLAGS } from '@/lib/flags'

import { registry } from './registry'
import type { BlockComponent, BlockSlug, LayoutBlock, RenderContext } from './types'

type Props = {
  blocks: readonly unknown[] | null | undefined
  context: RenderContext
  /** Wraps each top-level block in a div of this class (scroll-snap panels). */
  itemClassName?: string
  /**
   * `page` (default): the blocks are the page's own, so blocks that do not frame themselves get the
   * page container. `contained`: they already sit in a container (a Section's, an article's column).
   */
  level?: 'page' | 'contained'
  /** Attributes of the wrapper of the block at each position in the stored list (scroll-snap marks). */
  itemAttributes?: (index: number) => Record<string, string>
}

function renderOne(block: LayoutBlock, context: RenderContext, key: string): ReactNode {
  const Component = registry[block.blockType] as BlockComponent<BlockSlug>
  // A Section's nested blocks are rendered here, so blocks never import the registry.
  const children =
    block.blockType === 'section' ? <RenderBlocks blocks={block.blocks} context={context} level="contained" /> : undefined
  const rendered = (
    <Component key={key} block={block} context={context}>
      {children}
    </Component>
  )
  const experiment = block.experiment as BlockExperiment
  const experimentKey = experiment?.key?.trim()
  if (!experimentKey) return rendered
  const variant = experiment?.variant ?? 'A'
  const flagVariant = isFlagKey(experimentKey)
  if (context.previewing) {
    // Editors see every variant, each labelled with its experiment (or flag) and letter.
    const label = flagVariant ? `Feature flag ${experimentKey} · ${variant === 'B' ? 'on' : 'off'}` : `A/B test ${experimentKey} · variant ${variant}`
    return (
      <div key={key} className="experiment-preview" data-experiment={label}>
        {rendered}
      </div>
    )
  }
  // A flag's variants are not an experiment: nothing to report.
  if (flagVariant) return rendered
  return (
    <Fragment key={key}>
      {rendered}
      <ExperimentViewed experimentId={experimentKey} variationId={variantIndex(variant)} />
    </Fragment>
  )
}

/** Renders a stored list of blocks; unknown block types are skipped with a warning, never a crash. */
export function RenderBlocks({ blocks, context, itemClassName, itemAttributes, level = 'page' }: Props) {
  if (!blocks?.length) return null
  // Blocks keyed by a feature flag show the flag's state (lib/flagVariants); a flag's key is reserved for it.
  const assignments: Assignments = { ...context.experiments, ...flagAssignments(context.flags ?? PRODUCTION_FLAGS) }
  return (
    <Fragment>
      {blocks.map((raw, index) => {
        const block = resolveBlock(raw, Object.keys(registry), (message) => console.warn(`[blocks] ${message} on ${context.path}`))
        if (!block || !showsBlock(block.experiment as BlockExperiment, assignments, context.previewing)) return null
        const key = (block.id as string | undefined) ?? String(index)
        const own = renderOne(block as LayoutBlock, context, key)
        const rendered =
          level === 'page' && !framesItself(block.blockType) ? (
            <div key={key} className="container page-block" data-block={block.blockType}>
              {own}
            </div>
          ) : (
            own
          )
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
