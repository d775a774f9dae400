import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { cardGridCss, gridCss } from '@/components/Grid'
import { LAYOUT_CSS_FILE, layoutCss } from '@/components/layoutCss'
import { designTokensCss } from '@/lib/design'

const layout = fs.readFileSync(path.join(process.cwd(), 'src/app/(frontend)/layout.tsx'), 'utf8')

describe('the layout’s stylesheet from the constants', () => {
  it('is committed as written from the constants today (run `npm run generate:css` when this fails)', () => {
    expect(fs.readFileSync(path.join(process.cwd(), LAYOUT_CSS_FILE), 'utf8')).toBe(layoutCss())
  })

  it('holds the design tokens, the grid and the card grids', () => {
    const css = layoutCss()
    for (const part of [designTokensCss(), gridCss(), cardGridCss()]) expect(css).toContain(part)
  })

  it('is imported by the layout after the hand-written stylesheets, and no page writes a <style> of its own', () => {
    const imports = [...layout.matchAll(/^import '\.\/([\w-]+\.css)'/gm)].map((m) => m[1])
    expect(imports).toEqual(['globals.css', 'design-system.css', path.basename(LAYOUT_CSS_FILE)])
    expect(layout).not.toContain('<style')
  })
})
