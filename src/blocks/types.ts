import type { ReactNode } from 'react'

import type { Currency, ExchangeRates } from '@/lib/pricing'
import type { Assignments, FlagName, Flags } from '@/lib/experiments'
import type { Page } from '@/payload-types'

/** Every block a page layout can hold, as stored. */
export type LayoutBlock = NonNullable<Page['layout']>[number]
export type BlockSlug = LayoutBlock['blockType']
export type BlockOf<S extends BlockSlug> = Extract<LayoutBlock, { blockType: S }>

/** What the route knows that a block may need. */
export type RenderContext = {
  /** The path of the page being rendered (for pagination links). */
  path: string
  /** The `?page=N` of list pages; 1 elsewhere. */
  pageNumber: number
  /** A non-default locale's currency (`?locale=`): prices are shown in it where a rate exists. */
  money?: { currency: Currency; localeCode: string; rates: ExchangeRates }
  /** The feature flags of this render (the production defaults when absent). */
  flags?: Flags
  /** Flags this render was chosen for per visitor (a GrowthBook test on this page): islands take them from `flags`, with no SDK. */
  testedFlags?: readonly FlagName[]
  /** The visitor's experiment variants (lib/experiments/experiments); blocks of other variants are not rendered. */
  experiments?: Assignments
  /** An editor's draft preview: every variant shows, labelled. */
  previewing?: boolean
  /** Blocks placed by a Reusable section: edited in the section, so the preview's canvas selects the reference, not them. */
  placedBySection?: boolean
}

export type BlockProps<S extends BlockSlug> = {
  block: BlockOf<S>
  context: RenderContext
  /** A Section receives its nested blocks already rendered. */
  children?: ReactNode
}

export type BlockComponent<S extends BlockSlug> = (props: BlockProps<S>) => ReactNode | Promise<ReactNode>

/** What the registry holds for each block: its server component and its example for the styleguide. */
export type BlockDefinition<S extends BlockSlug> = {
  Component: BlockComponent<S>
  fixture: BlockOf<S>
}

/** Each slug's stored data; indexing it with a generic slug keeps the slug and its data correlated. */
export type BlockMap = { [S in BlockSlug]: BlockOf<S> }
