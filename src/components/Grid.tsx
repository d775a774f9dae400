import type { ElementType, ReactNode } from 'react'

import {
  BREAKPOINTS,
  CARDS_PER_ROW,
  COLUMNS,
  EXTENDED_GRID_FROM,
  HALF_SPAN_FROM_MD,
  ITEM_SPAN_DEFAULTS,
  LARGE_GRID,
  columnsFor,
  gridFor,
  type Breakpoint,
} from '@/lib/design'

/**
 * Item sizes (xs, small, medium, large, xl) each start at a grid breakpoint: the defaults span the full
 * width there (4 of 4, 8 of 8, 12 of 12), so xs covers the two 4-column breakpoints and small starts at 8 columns.
 */
export type ItemSize = keyof typeof ITEM_SPAN_DEFAULTS
export const ITEM_SIZE_FROM: Record<ItemSize, Breakpoint> = { xs: 'xs', sm: 'md', md: 'lg', lg: 'xl', xl: 'xxl' }
const ITEM_SIZES = Object.keys(ITEM_SPAN_DEFAULTS) as ItemSize[]
/** Half width applies from the medium size on (6 of 12). */
const HALF_FROM: ItemSize = 'md'

export type GridSpans = Partial<Record<ItemSize, number>>

/**
 * The columns an item spans at each size: the given span; else the span of the size below when it has as many
 * columns (so `{ md: 6 }` holds on large screens too); else half; else full width. Always within the columns there.
 */
export function gridItemSpans(span: GridSpans = {}, half = false): Record<ItemSize, number> {
  const halfFrom = ITEM_SIZES.indexOf(HALF_FROM)
  const spans = {} as Record<ItemSize, number>
  let carried: { span: number; columns: number } | null = null
  ITEM_SIZES.forEach((size, index) => {
    const columns = COLUMNS[ITEM_SIZE_FROM[size]]
    const wanted = span[size]
    let value: number
    if (typeof wanted === 'number' && Number.isFinite(wanted)) {
      value = Math.min(Math.max(Math.round(wanted), 1), columns)
      carried = { span: value, columns }
    } else if (carried && carried.columns === columns) {
      value = carried.span
    } else {
      value = half && index >= halfFrom ? HALF_SPAN_FROM_MD : ITEM_SPAN_DEFAULTS[size]
      carried = null
    }
    spans[size] = value
  })
  return spans
}

/** Classes only where a span differs from the default, so a plain item is just `grid__item`. */
export function gridItemClassName(span?: GridSpans, half = false): string {
  const spans = gridItemSpans(span, half)
  return ['grid__item', ...ITEM_SIZES.filter((size) => spans[size] !== ITEM_SPAN_DEFAULTS[size]).map((size) => `grid__item--${size}-${spans[size]}`)].join(' ')
}

const px = (value: number) => `${value}px`
const media = (from: number, rules: string) => (from === 0 ? rules : `@media (min-width: ${px(from)}){${rules}}`)

/**
 * The grid's stylesheet, written from the layout constants so no breakpoint or width is repeated in CSS.
 * Tracks are capped at the column width, so at the maximum width they are exactly 80 (88) px.
 */
export function gridCss(): string {
  const widths = [...new Set([...Object.values(BREAKPOINTS), EXTENDED_GRID_FROM])].sort((a, b) => a - b)
  const container: string[] = []
  let previous = ''
  for (const width of widths) {
    const columns = columnsFor(width)
    const grid = gridFor(width)
    const track = columns === LARGE_GRID.columns ? `minmax(0,${px(grid.columnWidth)})` : 'minmax(0,1fr)'
    const rule = `.grid{grid-template-columns:repeat(${columns},${track});gap:${px(grid.gap)};max-width:${px(grid.max)}}`
    if (rule !== previous) container.push(media(width, rule))
    previous = rule
  }
  const items = ITEM_SIZES.map((size) => {
    const columns = COLUMNS[ITEM_SIZE_FROM[size]]
    // The default first, then each explicit span: same specificity, so the explicit one wins at its size.
    const rules = [`.grid__item{grid-column:span ${ITEM_SPAN_DEFAULTS[size]}}`]
    for (let span = 1; span <= columns; span++) rules.push(`.grid__item--${size}-${span}{grid-column:span ${span}}`)
    return media(BREAKPOINTS[ITEM_SIZE_FROM[size]], rules.join(''))
  })
  // A leading item comes first from the size where halves sit side by side; below it keeps its reading order.
  const lead = media(BREAKPOINTS[ITEM_SIZE_FROM[HALF_FROM]], '.grid__item--lead{order:-1}')
  return ['.grid{display:grid;width:100%;margin-inline:auto;justify-content:center}', '.grid__item{min-width:0}', ...container, ...items, lead].join('\n')
}

/**
 * The card grids' stylesheet (lists of cards: .card-grid--2/3/4), on the same columns: each card spans the
 * columns of the breakpoint divided by the cards per row (CARDS_PER_ROW), so 3 per row is 4 of 12 columns.
 */
export function cardGridCss(): string {
  const variants = Object.keys(CARDS_PER_ROW) as (keyof typeof CARDS_PER_ROW)[]
  const names = Object.keys(BREAKPOINTS) as Breakpoint[]
  const rules = ['.card-grid{display:grid;gap:var(--grid-gap)}']
  const perRow = Object.fromEntries(variants.map((variant) => [variant, 1])) as Record<keyof typeof CARDS_PER_ROW, number>
  let previous = ''
  for (const name of names) {
    for (const variant of variants) perRow[variant] = CARDS_PER_ROW[variant][name] ?? perRow[variant]
    const columns = COLUMNS[name]
    const rule = [
      `.card-grid{grid-template-columns:repeat(${columns},minmax(0,1fr))}`,
      ...variants.map((variant) => `.card-grid--${variant}>*{grid-column:span ${columns / perRow[variant]}}`),
    ].join('')
    if (rule !== previous) rules.push(media(BREAKPOINTS[name], rule))
    previous = rule
  }
  return rules.join('\n')
}

type GridProps = {
  children: ReactNode
  /** The element to render: a list of cards wants 'ul'. */
  as?: ElementType
  className?: string
}

/** A grid on the layout's columns; its stylesheet is part of the site's (layoutCss). */
export function Grid({ children, as: Tag = 'div', className }: GridProps) {
  return <Tag className={['grid', className].filter(Boolean).join(' ')}>{children}</Tag>
}

type GridItemProps = {
  children: ReactNode
  /** Columns to span per item size; unset sizes take the default (full width, or half with `half`). */
  span?: GridSpans
  /** Half width (6 of 12) from the medium size on; full width below. */
  half?: boolean
  /** Shown first from the medium size on (a picture on the left), while it stays later in reading order. */
  lead?: boolean
  as?: ElementType
  className?: string
}

export function GridItem({ children, span, half = false, lead = false, as: Tag = 'div', className }: GridItemProps) {
  return <Tag className={[gridItemClassName(span, half), lead && 'grid__item--lead', className].filter(Boolean).join(' ')}>{children}</Tag>
}
