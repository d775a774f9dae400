/**
 * No look depends on which page-wide sheet loads last (issue 31): globals.css and design-system.css never
 * style the same selector, and the shared pieces that are components (the opening band, the card, form
 * fields: src/components/HeroBand, Card, forms/Field) keep their look in their own modules only.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const SHEETS = ['globals.css', 'design-system.css'].map((name) => path.join(process.cwd(), 'src/app/(frontend)', name))

/** Every rule's selectors in a sheet (comments and at-rule preludes left out), each trimmed and single-spaced. */
function selectorsOf(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '')
  return [...withoutComments.matchAll(/([^{};]+)\{/g)]
    .map((match) => match[1].trim())
    .filter((prelude) => !prelude.startsWith('@') && !/^(from|to|\d+%)/.test(prelude))
    .flatMap((prelude) => prelude.split(/,(?![^(]*\))/).map((selector) => selector.trim().replace(/\s+/g, ' ')))
}

describe('the page-wide stylesheets', () => {
  const [globals, designSystem] = SHEETS.map((sheet) => new Set(selectorsOf(fs.readFileSync(sheet, 'utf8'))))

  it('reads the sheets (the parser finds their rules)', () => {
    expect(globals.size).toBeGreaterThan(100)
    expect(designSystem.size).toBeGreaterThan(50)
    expect(designSystem).toContain('.section--dark')
  })

  it('never style the same selector twice, so neither overrides the other by load order', () => {
    expect([...globals].filter((selector) => designSystem.has(selector))).toEqual([])
  })

  it('leave the components’ classes to their modules', () => {
    const component = /(^|[\s>+~(,])\.(hero|card|field|form-error|form-done|tool-fields)(?![\w-])|\.(hero|card|field)(__|--)/
    expect([...globals, ...designSystem].filter((selector) => component.test(selector))).toEqual([])
  })
})
