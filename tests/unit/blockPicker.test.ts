import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { BLOCK_GROUPS, blockDescription, blockThumbnailUrl, rowTitleFields } from '@/blocks/adminUi'
import { pageLayoutBlocks as layoutBlocks } from '@/blocks/schemas'

import { publicDir, renderThumbnail, thumbnails, wireframeOf } from '../../scripts/blockThumbnails'

const groups: readonly string[] = Object.values(BLOCK_GROUPS)

describe('the admin block picker', () => {
  it.each(layoutBlocks.map((block) => [block.slug, block] as const))(
    'gives %s a label, a group and a one-line description as its thumbnail’s alt text',
    (slug, block) => {
      expect(typeof block.labels?.singular, 'labels.singular').toBe('string')
      expect(groups).toContain(block.admin?.group)
      const description = blockDescription(block)
      expect(description).toMatch(/^[A-Z].{20,80}\.$/)
      expect(block.admin?.images?.thumbnail).toEqual({ url: blockThumbnailUrl(slug), alt: description })
    },
  )

  it('lists each group’s blocks together, so the drawer shows each group once in a deliberate order', () => {
    const order = layoutBlocks.map((block) => block.admin?.group)
    const seen = order.filter((group, i) => group !== order[i - 1])
    expect(seen).toEqual([...new Set(seen)])
    expect(seen).toEqual(groups)
  })

  it('has a current thumbnail for every block in public/ (run npx tsx scripts/blockThumbnails.ts after a change)', async () => {
    for (const [url, svg] of await thumbnails()) {
      const file = readFileSync(path.join(publicDir, url), 'utf8')
      expect(file, url).toBe(svg)
      expect(Buffer.byteLength(file), url).toBeLessThan(4096)
    }
  })

  it('draws the description into the thumbnail, escaped, in three lines at most', async () => {
    const svg = renderThumbnail('hero', 'Big <headline> & buttons.')
    expect(svg).toContain('Big &lt;headline&gt; &amp; buttons.')
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 480 320"/)
    expect(() => renderThumbnail('hero', 'word '.repeat(40).trim())).toThrow(/three|3/)
    // Each block's wireframe is its folder's wireframe.ts; a block without one gets the generic wireframe.
    expect(await wireframeOf('newBlockOne')).toBeUndefined()
    expect(renderThumbnail('newBlockOne', 'A block.', await wireframeOf('newBlockOne'))).toBe(renderThumbnail('newBlockTwo', 'A block.'))
    expect(renderThumbnail('hero', 'A block.', await wireframeOf('hero'))).not.toBe(renderThumbnail('newBlockOne', 'A block.'))
    // Every block of the registry draws its own.
    for (const block of layoutBlocks) expect(await wireframeOf(block.slug), block.slug).toBeTypeOf('function')
  })
})

const fieldNamed = (fields: readonly Field[], name: string): Field | undefined =>
  fields.find((field) => 'name' in field && field.name === name) ??
  fields.flatMap((field) => ('fields' in field && !('name' in field) ? [fieldNamed(field.fields, name)] : [])).find(Boolean)

describe('block rows in the page builder', () => {
  it('titles every block’s row from its own text fields, heading or title first', () => {
    for (const block of layoutBlocks) {
      const label = block.admin?.components?.Label
      expect(label, block.slug).toMatchObject({ path: '/src/components/admin/BlockRowLabel.client#BlockRowLabel' })
      expect(typeof label === 'object' && label.clientProps).toMatchObject({ blockLabel: block.labels?.singular })
    }
    const hero = layoutBlocks.find((block) => block.slug === 'hero') as Block
    expect(rowTitleFields(hero.fields).slice(0, 2)).toEqual(['heading', 'eyebrow'])
    const media = layoutBlocks.find((block) => block.slug === 'media') as Block
    expect(rowTitleFields(media.fields)[0]).toBe('title')
  })

  it('keeps the A/B test fields in a collapsed section, with the stored shape unchanged', () => {
    for (const block of layoutBlocks) {
      const collapsible = block.fields.find((field) => field.type === 'collapsible' && field.label === 'A/B test')
      expect(collapsible, block.slug).toMatchObject({ admin: { initCollapsed: true } })
      const experiment = fieldNamed(block.fields, 'experiment')
      expect(
        experiment && experiment.type === 'group'
          ? experiment.fields.flatMap((f) => ('fields' in f ? f.fields : [f])).map((f) => ('name' in f ? f.name : ''))
          : [],
      ).toEqual(['key', 'variant'])
    }
  })

  it('labels every field a marketer sees', () => {
    const unlabelled: string[] = []
    const visit = (fields: readonly Field[], at: string) => {
      for (const field of fields) {
        if ('name' in field && field.name !== 'experiment' && !('label' in field && field.label)) unlabelled.push(`${at}.${field.name}`)
        if ('fields' in field) visit(field.fields, 'name' in field ? `${at}.${field.name}` : at)
      }
    }
    for (const block of layoutBlocks)
      visit(
        block.fields.filter((field) => field.type !== 'blocks'),
        block.slug,
      )
    expect(unlabelled).toEqual([])
  })
})
