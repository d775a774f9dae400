/**
 * The numeric design tokens as CSS custom properties, generated from the
 * constants in layout.ts and design.ts so the stylesheets never repeat a number of the spec.
 */
import { fluidSize, SPACE_SCALE, TYPE_SCALE } from './design'
import { DESKTOP_HEADER_FROM, EXTENDED_GRID, EXTENDED_GRID_FROM, HEADER_HEIGHT, HEADER_TRANSITION_MS, LARGE_GRID, Z_INDEX } from './layout'

/** --text-xs … --text-display and --space-1 … --space-10. */
export function scaleTokens(): string {
  const type = Object.entries(TYPE_SCALE).map(([step, [min, max]]) => `--text-${step}:${fluidSize(min, max)}`)
  const space = SPACE_SCALE.map((px, i) => `--space-${i + 1}:${px / 16}rem`)
  return [...type, ...space].join(';')
}

export function designTokensCss(): string {
  return [
    `:root{--header-height:${HEADER_HEIGHT.small}px;--header-transition:${HEADER_TRANSITION_MS}ms;--grid-gap:${LARGE_GRID.gap}px;--container-max:${LARGE_GRID.max}px;` +
      `--z-header:${Z_INDEX.header};--z-menu:${Z_INDEX.menu};--z-tooltip:${Z_INDEX.tooltip};--z-chat-widget:${Z_INDEX.chatWidget};${scaleTokens()}}`,
    `@media (min-width:${DESKTOP_HEADER_FROM}px){:root{--header-height:${HEADER_HEIGHT.large}px}}`,
    `@media (min-width:${EXTENDED_GRID_FROM}px){:root{--grid-gap:${EXTENDED_GRID.gap}px;--container-max:${EXTENDED_GRID.max}px}}`,
  ].join('\n')
}
