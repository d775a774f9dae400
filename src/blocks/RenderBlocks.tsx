import { Fragment, type ReactNode } from 'react'

import { ExperimentViewed } from '@/components/tracking/ExperimentViewed.client'
import { adminEditUrl, framesItself, isHiddenBlock, nestedBlocks, referencedSectionId, REUSABLE_SECTIONS, unrenderableReason } from '@/lib/pages'
import { CANVAS_BLOCK_ATTRIBUTE, CANVAS_EDIT_LINK_ATTRIBUTE, CANVAS_HIDDEN_ATTRIBUTE, CANVAS_LABEL_ATTRIBUTE, experimentTag, rowTitle } from '@/lib/editor'
import { showsBlock, variantIndex, type Assignments, flagAssignments, isFlagKey, PRODUCTION_FLAGS } from '@/lib/experiments'

import { registry } from './registry'
import { blockNaming } from './schemas'
import type { BlockMap, BlockSlug, LayoutBlock, RenderContext } from './types'

type Props = {
  blocks: readonly LayoutBlock[] | null | undefined
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

const isRegistered = (blockType: string): boolean => Object.hasOwn(registry, blockType)

/** Generic over the slug, so the registry's component and the block's data stay correlated without a cast. */
function BlockOfType<S extends BlockSlug>({ slug, block, context, children }: { slug: S; block: BlockMap[S]; context: RenderContext; children?: ReactNode }) {
  const { Component } = registry[slug]
  return (
    <Component block={block} context={context}>
      {children}
    </Component>
  )
}

/**
 * Stored JSON can hold a block this version does not know (stale or hand-edited data). Visitors see
 * nothing; editors previewing a draft see this note, so the block is never silently lost.
 */
function UnrenderableBlock({ reason }: { reason: string }) {
  return (
    <div className="unrenderable-block" role="note">
      <strong>This block cannot be shown</strong> ({reason}). Visitors see nothing here: remove the block or ask a developer.
    </div>
  )
}

/** A Section's nested blocks, or a Reusable section's (framed as a page's own), rendered here so blocks never import the registry. */
function nestedChildren(block: LayoutBlock, context: RenderContext): ReactNode {
  if (block.blockType === 'section') return <RenderBlocks blocks={block.blocks} context={context} level="contained" />
  if (block.blockType === 'reusableSection')
    return <RenderBlocks blocks={nestedBlocks(block) as LayoutBlock[]} context={{ ...context, placedBySection: true }} level="page" />
  return undefined
}

function renderOne(block: LayoutBlock, context: RenderContext, key: string): ReactNode {
  const children = nestedChildren(block, context)
  const rendered = (
    <BlockOfType key={key} slug={block.blockType} block={block} context={context}>
      {children}
    </BlockOfType>
  )
  const experimentKey = block.experiment?.key?.trim()
  if (!experimentKey) return rendered
  const variant = block.experiment?.variant ?? 'A'
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

/**
 * In a draft preview only: the block's row id and its name as the admin's row shows it, on a wrapper
 * that draws no box (display: contents), so the preview's canvas can outline the block and tell the
 * admin which row was clicked (issue 30). Visitors' renders never carry it.
 */
function CanvasMarker({ block, children }: { block: LayoutBlock; children: ReactNode }) {
  const naming = blockNaming[block.blockType]
  // A reference is named by its section; its blocks are edited there (the canvas offers the link).
  const section = block.blockType === 'reusableSection' && typeof block.section === 'object' ? block.section : undefined
  const sectionId = referencedSectionId(block)
  const title = section ? section.name : rowTitle(block, ['blockName', ...(naming?.titleFields ?? [])], { maxLength: 60 })
  const label = [naming?.label ?? block.blockType, title, experimentTag(block)].filter(Boolean).join(' · ')
  const attributes = {
    [CANVAS_BLOCK_ATTRIBUTE]: block.id ?? undefined,
    [CANVAS_LABEL_ATTRIBUTE]: label,
    ...(isHiddenBlock(block) ? { [CANVAS_HIDDEN_ATTRIBUTE]: '' } : {}),
    ...(sectionId !== undefined ? { [CANVAS_EDIT_LINK_ATTRIBUTE]: adminEditUrl(REUSABLE_SECTIONS, sectionId) } : {}),
  }
  return (
    <div style={{ display: 'contents' }} {...attributes}>
      {children}
    </div>
  )
}

/**
 * Renders a stored list of blocks. A block that cannot be rendered is logged and left out for visitors;
 * in a draft preview it shows a visible note in its place.
 */
export function RenderBlocks({ blocks, context, itemClassName, itemAttributes, level = 'page' }: Props) {
  if (!blocks?.length) return null
  // Blocks keyed by a feature flag show the flag's state (lib/experiments/flagVariants); a flag's key is reserved for it.
  const assignments: Assignments = { ...context.experiments, ...flagAssignments(context.flags ?? PRODUCTION_FLAGS) }
  return (
    <Fragment>
      {blocks.map((block, index) => {
        const reason = unrenderableReason(block, isRegistered)
        if (reason) console.warn(`[blocks] cannot render ${reason} on ${context.path}`)
        if (reason ? !context.previewing : !showsBlock(block.experiment, assignments, context.previewing)) return null
        // Visitors' reads have no hidden blocks already (lib/pages/queries); this keeps any other caller honest.
        if (!context.previewing && isHiddenBlock(block)) return null
        // Keyed by the block's id where an editor reorders blocks on screen (live preview keeps each island's state with
        // its block); by position for visitors, whose page never reorders: each key is written into the RSC payload, and
        // a row id is 24 characters (the same for the items of a block's lists: by position, as the footer's links).
        const key = context.previewing && !reason && block.id ? block.id : String(index)
        const own = reason ? <UnrenderableBlock key={key} reason={reason} /> : renderOne(block, context, key)
        const framed =
          level === 'page' && (reason || !framesItself(block.blockType)) ? (
            <div key={key} className="container page-block" data-block={reason ? undefined : block.blockType}>
              {own}
            </div>
          ) : (
            own
          )
        const rendered =
          context.previewing && !context.placedBySection && !reason && block.id ? (
            <CanvasMarker key={key} block={block}>
              {framed}
            </CanvasMarker>
          ) : (
            framed
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
