/** Layout, timing and layering constants (spec §4 and §9): each named number lives here once. */

/** Grid breakpoints in px, smallest first, with the column count from each. */
export const BREAKPOINTS = { xs: 0, sm: 430, md: 720, lg: 1024, xl: 1440, xxl: 1920 } as const
export type Breakpoint = keyof typeof BREAKPOINTS
export const COLUMNS: Record<Breakpoint, number> = { xs: 4, sm: 4, md: 8, lg: 12, xl: 12, xxl: 12 }
/** Extended large grid from this width: wider columns and gap. */
export const EXTENDED_GRID_FROM = 1792
export const LARGE_GRID = { columns: 12, columnWidth: 80, gap: 24, max: 1224 } as const
export const EXTENDED_GRID = { columns: 12, columnWidth: 88, gap: 32, max: 1408 } as const
/** Item span defaults: xs 4, small 8, medium and up 12; half width is 6 from medium. */
export const ITEM_SPAN_DEFAULTS = { xs: 4, sm: 8, md: 12, lg: 12, xl: 12 } as const
export const HALF_SPAN_FROM_MD = 6
/** Default image width: the largest grid width. */
export const DEFAULT_IMAGE_WIDTH = EXTENDED_GRID.max

/** Cards per row in a card grid (card-grid--2/3/4), from each breakpoint on; one per row below the first. */
export const CARDS_PER_ROW: Record<'2' | '3' | '4', Partial<Record<Breakpoint, number>>> = {
  '2': { md: 2 },
  '3': { md: 2, lg: 3 },
  '4': { md: 2, lg: 4 },
}

/** Header: desktop layout from 1260 px, mobile up to 1259 px; heights 66 and 96. */
export const DESKTOP_HEADER_FROM = 1260
export const HEADER_HEIGHT = { small: 66, large: 96 } as const
/** Sticky elements shift with the header over this many ms. */
export const HEADER_TRANSITION_MS = 500

/** Layers: chat widget, tooltip; dialogs use the browser's top layer, above all. */
export const Z_INDEX = { header: 100, menu: 200, tooltip: 1000, chatWidget: 9999 } as const

export const TOOLTIP_OPEN_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300
export const PROGRESS_DEFAULT_MAX = 100

/** Scroll-snap pages: scroll to the hash this long after the router is ready; observer thresholds. */
export const SCROLL_SNAP_DELAY_MS = 1000
export const SCROLL_SNAP_THRESHOLDS = [0, 0.25, 0.5, 0.75, 1] as const

/** The breakpoint a viewport width falls in. */
export function breakpointFor(width: number): Breakpoint {
  const names = Object.keys(BREAKPOINTS) as Breakpoint[]
  return names.reduce((found, name) => (width >= BREAKPOINTS[name] ? name : found), 'xs' as Breakpoint)
}

export function columnsFor(width: number): number {
  return COLUMNS[breakpointFor(width)]
}

export function gridFor(width: number): { columnWidth: number; gap: number; max: number } {
  return width >= EXTENDED_GRID_FROM ? EXTENDED_GRID : LARGE_GRID
}

/** A band of words alone up to this many characters lays out for the width it has (issue 33): beyond it, it reads as an article. */
export const BRIEF_SECTION_MAX_CHARACTERS = 700

/**
 * Whether a Section holds only a little text: rich text blocks and nothing else (no picture beside them), short enough
 * that in the page's left half they would leave the right half empty at 1440 px. Such a band puts its heading beside
 * its words, or centres them when it has no heading.
 */
export function isBriefSection(blocks: readonly { blockType: string }[], textOf: (block: { blockType: string }) => string): boolean {
  if (blocks.length === 0 || blocks.length > 2 || blocks.some((block) => block.blockType !== 'richText')) return false
  return blocks.reduce((length, block) => length + textOf(block).length, 0) <= BRIEF_SECTION_MAX_CHARACTERS
}
