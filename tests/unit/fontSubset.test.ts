import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { inFontSubset } from '@/lib/design/fontSubset'

import { SUBSET_FONTS, subsetBrandFont } from '../../scripts/subset-font'

const root = path.resolve(__dirname, '../..')

/** Every character of the seed's content files (the copy, and code that is plain ASCII). */
function seedCharacters(): Set<string> {
  const characters = new Set<string>()
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) visit(file)
      else if (file.endsWith('.ts')) for (const character of fs.readFileSync(file, 'utf8')) characters.add(character)
    }
  }
  visit(path.join(root, 'src/seed/content'))
  return characters
}

describe('the brand font subset', () => {
  it.each(SUBSET_FONTS)('$subset is the output of scripts/subset-font.ts for the installed typeface', async ({ source, subset }) => {
    const committed = fs.readFileSync(path.join(root, subset))
    const fresh = await subsetBrandFont(root, source)
    expect(fresh.equals(committed), 'run `npx tsx scripts/subset-font.ts` and commit the fonts').toBe(true)
    expect(committed.length).toBeLessThan(fs.statSync(path.join(root, source)).size * 0.6)
  })

  it('draws every character of the seeded copy', () => {
    const missing = [...seedCharacters()].filter((character) => character.trim() && !inFontSubset(character))
    expect(missing.map((character) => `${character} U+${character.codePointAt(0)?.toString(16).toUpperCase()}`)).toEqual([])
  })

  it('says which characters fall back', () => {
    expect(inFontSubset('é')).toBe(true)
    expect(inFontSubset('€')).toBe(true)
    expect(inFontSubset('—')).toBe(true)
    expect(inFontSubset('Ж')).toBe(false)
    expect(inFontSubset('中')).toBe(false)
  })
})
