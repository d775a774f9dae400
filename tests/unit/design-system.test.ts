import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { buttonClassName } from '@/components/Button'
import { gridCss, gridItemClassName, gridItemSpans } from '@/components/Grid'
import { clampProgress, progressMax } from '@/components/Progress'
import { BUTTON_KINDS, SECTION_BACKGROUNDS, SECTION_SPACINGS, BACKGROUND_IMAGE_FITS } from '@/lib/design/design'
import { BREAKPOINTS, EXTENDED_GRID, EXTENDED_GRID_FROM, LARGE_GRID, PROGRESS_DEFAULT_MAX, Z_INDEX } from '@/lib/design/layout'
import { SCROLL_SNAP_ATTRIBUTE, SCROLL_SNAP_ITEM_CLASS } from '@/lib/design/scrollSnap'

const css = readFileSync(path.join(import.meta.dirname, '../../src/app/(frontend)/design-system.css'), 'utf8')

describe('buttonClassName', () => {
  it('defaults to a primary button on a light background', () => {
    expect(buttonClassName({})).toBe('button button--primary button--on-light')
  })
  it('adds kind, background, variant, loading and extra classes', () => {
    expect(buttonClassName({ kind: 'social', background: 'dark', variant: 'media', loading: true, className: 'x' })).toBe(
      'button button--social button--on-dark button--media button--loading x',
    )
  })
})

describe('gridItemSpans', () => {
  it('defaults to full width at every size: 4, 8, then 12', () => {
    expect(gridItemSpans()).toEqual({ xs: 4, sm: 8, md: 12, lg: 12, xl: 12 })
  })
  it('half is 6 from medium and full width below', () => {
    expect(gridItemSpans({}, true)).toEqual({ xs: 4, sm: 8, md: 6, lg: 6, xl: 6 })
  })
  it('an explicit span wins over half and carries up while the column count stays the same', () => {
    expect(gridItemSpans({ md: 4 }, true)).toEqual({ xs: 4, sm: 8, md: 4, lg: 4, xl: 4 })
    expect(gridItemSpans({ lg: 3 })).toEqual({ xs: 4, sm: 8, md: 12, lg: 3, xl: 3 })
    // 2 of 4 columns is not 2 of 8: the small size takes its own default.
    expect(gridItemSpans({ xs: 2 })).toEqual({ xs: 2, sm: 8, md: 12, lg: 12, xl: 12 })
  })
  it('keeps spans within the columns of each size', () => {
    expect(gridItemSpans({ xs: 9, sm: 0, md: 13.4 })).toEqual({ xs: 4, sm: 1, md: 12, lg: 12, xl: 12 })
  })
})

describe('gridItemClassName', () => {
  it('names only the sizes that differ from the default', () => {
    expect(gridItemClassName()).toBe('grid__item')
    expect(gridItemClassName({}, true)).toBe('grid__item grid__item--md-6 grid__item--lg-6 grid__item--xl-6')
    expect(gridItemClassName({ xs: 2, sm: 4 })).toBe('grid__item grid__item--xs-2 grid__item--sm-4')
  })
})

describe('gridCss', () => {
  const grid = gridCss()
  it('is written from the layout constants', () => {
    expect(grid).toContain(`@media (min-width: ${BREAKPOINTS.md}px){.grid{grid-template-columns:repeat(8,minmax(0,1fr))`)
    expect(grid).toContain(
      `@media (min-width: ${BREAKPOINTS.lg}px){.grid{grid-template-columns:repeat(12,minmax(0,${LARGE_GRID.columnWidth}px));gap:${LARGE_GRID.gap}px;max-width:${LARGE_GRID.max}px}}`,
    )
    expect(grid).toContain(
      `@media (min-width: ${EXTENDED_GRID_FROM}px){.grid{grid-template-columns:repeat(12,minmax(0,${EXTENDED_GRID.columnWidth}px));gap:${EXTENDED_GRID.gap}px;max-width:${EXTENDED_GRID.max}px}}`,
    )
  })
  it('skips breakpoints where nothing changes (430 px keeps 4 columns)', () => {
    expect(grid).not.toContain(`min-width: ${BREAKPOINTS.sm}px`)
    expect(grid.startsWith('.grid{display:grid')).toBe(true)
    expect(grid).toContain('.grid{grid-template-columns:repeat(4,minmax(0,1fr))')
  })
  it('has a rule for every span of every size, after that size’s default', () => {
    expect(grid).toContain('.grid__item--xs-4{grid-column:span 4}')
    expect(grid).not.toContain('.grid__item--xs-5')
    expect(grid).toContain('.grid__item--sm-8{grid-column:span 8}')
    expect(grid).toContain(`@media (min-width: ${BREAKPOINTS.xxl}px){.grid__item{grid-column:span 12}.grid__item--xl-1{`)
    const large = grid.indexOf(`@media (min-width: ${BREAKPOINTS.xl}px){.grid__item{`)
    expect(large).toBeGreaterThan(grid.indexOf('.grid__item--md-6'))
  })
})

describe('progress values', () => {
  it('clamps into 0…max', () => {
    expect(clampProgress(50)).toBe(50)
    expect(clampProgress(-5)).toBe(0)
    expect(clampProgress(250)).toBe(PROGRESS_DEFAULT_MAX)
    expect(clampProgress(12, 10)).toBe(10)
    expect(clampProgress(Number.NaN)).toBe(0)
    expect(clampProgress(Infinity, 10)).toBe(10)
  })
  it('falls back to the default max for an unusable one', () => {
    expect(progressMax(undefined)).toBe(100)
    expect(progressMax(0)).toBe(PROGRESS_DEFAULT_MAX)
    expect(progressMax(-3)).toBe(PROGRESS_DEFAULT_MAX)
    expect(progressMax(5)).toBe(5)
  })
})

describe('design-system.css', () => {
  it('styles every button kind on both backgrounds and both variants', () => {
    for (const kind of BUTTON_KINDS) expect(css).toContain(`.button--${kind} {`)
    for (const selector of ['.button--on-light', '.button--on-dark', '.button--header {', '.button--media {', '.button--loading', ':focus-visible']) {
      expect(css).toContain(selector)
    }
  })
  it('styles every section background, spacing and image fit', () => {
    for (const background of SECTION_BACKGROUNDS) expect(css).toContain(`.section--bg-${background} {`)
    for (const spacing of SECTION_SPACINGS) {
      expect(css).toContain(`.section--top-${spacing} {`)
      expect(css).toContain(`.section--bottom-${spacing} {`)
    }
    for (const fit of BACKGROUND_IMAGE_FITS) expect(css).toContain(`.section__background--${fit} {`)
    expect(css).toContain('.section--dark {')
  })
  it('uses the scroll-snap names the code sets', () => {
    expect(css).toContain(`html[${SCROLL_SNAP_ATTRIBUTE}] {`)
    expect(css).toContain(`.${SCROLL_SNAP_ITEM_CLASS} {`)
  })
  it('repeats no layout constant: grid widths and the tooltip layer come from TypeScript', () => {
    const constants = [...Object.values(BREAKPOINTS).filter(Boolean), EXTENDED_GRID_FROM, LARGE_GRID.max, EXTENDED_GRID.max, Z_INDEX.tooltip]
    for (const value of constants) expect(css).not.toMatch(new RegExp(`\\b${value}(px)?\\b`))
  })
})
