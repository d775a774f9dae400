import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { customerStories } from '@/seed/content/stories'
import { LOGO_SVG_HEIGHT, logoSvg } from '@/seed/logos'

import { WORDMARKS_FILE, wordmarksModule } from '../../scripts/make-wordmarks'

const root = path.resolve(__dirname, '../..')

describe('the seed’s customer wordmarks', () => {
  it(`${WORDMARKS_FILE} is the output of scripts/make-wordmarks.ts for the installed typeface`, () => {
    expect(fs.readFileSync(path.join(root, WORDMARKS_FILE), 'utf8') === wordmarksModule(root), 'run `npx tsx scripts/make-wordmarks.ts` and commit it').toBe(
      true,
    )
  })

  it.each(customerStories.map((story) => story.company))('draws %s as outlines, no text, inside its box', (company) => {
    const logo = logoSvg(company)
    expect(logo).toBeDefined()
    const svg = logo?.svg ?? ''
    expect(svg).not.toContain('<text')
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="48" viewBox="0 0 \d+ 48"><path fill="#[0-9a-f]{6}" d="M[-\d.,MLQCZ ]+"\/><\/svg>$/,
    )
    const coordinates = [...svg.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])])
    expect(Math.min(...coordinates.map(([x]) => x))).toBeGreaterThanOrEqual(0)
    expect(Math.max(...coordinates.map(([x]) => x))).toBeLessThanOrEqual(logo?.width ?? 0)
    expect(Math.min(...coordinates.map(([, y]) => y))).toBeGreaterThanOrEqual(0)
    expect(Math.max(...coordinates.map(([, y]) => y))).toBeLessThanOrEqual(LOGO_SVG_HEIGHT)
  })

  it('has no wordmark for a name it never drew', () => {
    expect(logoSvg('Nobody Incorporated')).toBeUndefined()
  })
})
