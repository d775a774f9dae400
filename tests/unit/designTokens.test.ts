import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { designTokensCss } from '@/lib/designTokens'
import { BREAKPOINTS, DESKTOP_HEADER_FROM, EXTENDED_GRID_FROM } from '@/lib/layout'

const stylesheets = ['globals.css', 'design-system.css'].map((name) =>
  fs.readFileSync(path.join(process.cwd(), 'src/app/(frontend)', name), 'utf8'),
)

describe('design tokens', () => {
  it('sets the header heights, grid and layers from the constants', () => {
    const css = designTokensCss()
    expect(css).toContain('--header-height:66px')
    expect(css).toContain('@media (min-width:1260px){:root{--header-height:96px}}')
    expect(css).toContain('@media (min-width:1792px){:root{--grid-gap:32px;--container-max:1408px}}')
    expect(css).toContain('--z-tooltip:1000')
    expect(css).toContain('--z-chat-widget:9999')
    expect(css).toContain('--header-transition:500ms')
  })
  it('leaves no stylesheet using a breakpoint the constants do not name', () => {
    const known = new Set<number>([...Object.values(BREAKPOINTS), DESKTOP_HEADER_FROM, EXTENDED_GRID_FROM])
    for (const css of stylesheets) {
      for (const match of css.matchAll(/@media[^{]*\((?:min|max)-width:\s*(\d+)px\)/g)) {
        const width = Number(match[1])
        // A max-width query ends one pixel below a breakpoint.
        expect(known.has(width) || known.has(width + 1), `${match[0]}`).toBe(true)
      }
    }
  })
  it('never redefines the generated tokens in a stylesheet', () => {
    for (const css of stylesheets) expect(css).not.toMatch(/--(header-height|grid-gap|container-max|z-tooltip)\s*:/)
  })
})
