import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { FLUID_RANGE, fluidSize, SPACE_SCALE, TYPE_SCALE } from '@/lib/design/design'
import { designTokensCss } from '@/lib/design/designTokens'
import { BREAKPOINTS, DESKTOP_HEADER_FROM, EXTENDED_GRID_FROM } from '@/lib/design/layout'

const stylesheets = ['globals.css', 'design-system.css'].map((name) => fs.readFileSync(path.join(process.cwd(), 'src/app/(frontend)', name), 'utf8'))

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

describe('type and spacing scales', () => {
  it('writes every step of the type scale and the spacing scale as custom properties', () => {
    const css = designTokensCss()
    for (const step of Object.keys(TYPE_SCALE)) expect(css).toContain(`--text-${step}:`)
    SPACE_SCALE.forEach((px, i) => expect(css).toContain(`--space-${i + 1}:${px / 16}rem`))
  })
  it('grows a fluid size linearly from its smallest to its largest value over the design range', () => {
    const css = fluidSize(28, 40)
    const [, min, rem, vw, max] = /^clamp\(([\d.]+)rem,([-\d.]+)rem \+ ([\d.]+)vw,([\d.]+)rem\)$/.exec(css)!.map(Number)
    const at = (width: number) => Math.min(Math.max(rem * 16 + (vw / 100) * width, min * 16), max * 16)
    expect(at(FLUID_RANGE.from)).toBeCloseTo(28, 3)
    expect(at(FLUID_RANGE.to)).toBeCloseTo(40, 3)
    expect(at(915)).toBeCloseTo(34, 3)
    expect(at(320)).toBe(28)
    expect(at(2000)).toBe(40)
    expect(fluidSize(17, 17)).toBe('1.0625rem')
  })
  it('keeps the type scale ascending at both ends', () => {
    const steps = Object.values(TYPE_SCALE)
    for (let i = 1; i < steps.length; i++) {
      expect(steps[i][0]).toBeGreaterThanOrEqual(steps[i - 1][0])
      expect(steps[i][1]).toBeGreaterThanOrEqual(steps[i - 1][1])
    }
  })
})
