import { describe, expect, it } from 'vitest'

import { registry } from '@/blocks/registry'
import { contentBlocks, layoutBlocks, pageLayoutBlocks, sectionContentBlocks } from '@/blocks/schemas'

describe('block registry', () => {
  it('has exactly one component per block in the schema', () => {
    expect(Object.keys(registry).sort()).toEqual(pageLayoutBlocks.map((b) => b.slug).sort())
  })
  it('gives every block an interface name for the generated types', () => {
    for (const block of pageLayoutBlocks) expect(block.interfaceName, block.slug).toMatch(/Block$/)
  })
  it('lets a Section hold every content block but the Hero, and no Section', () => {
    const section = layoutBlocks.find((b) => b.slug === 'section')
    const nested = section?.fields.find((f) => 'name' in f && f.name === 'blocks')
    // Named by slug (blockReferences: each block is defined once, in the config's blocks).
    const inSection = nested && 'blockReferences' in nested ? (nested.blockReferences ?? []).map((b) => (typeof b === 'string' ? b : b.slug)) : []
    expect(inSection).toEqual(sectionContentBlocks.map((b) => b.slug))
    expect(inSection).toEqual(contentBlocks.map((b) => b.slug).filter((slug) => slug !== 'hero'))
    expect(contentBlocks.map((b) => b.slug)).not.toContain('section')
  })
  it('allows every content block, the Hero included, at the top of a page', () => {
    expect(layoutBlocks.map((b) => b.slug)).toEqual(['section', ...contentBlocks.map((b) => b.slug)])
  })
  it('lets a page, and only a page, place a Reusable section, so a section never places one (no cycles)', () => {
    expect(pageLayoutBlocks.map((b) => b.slug).sort()).toEqual(['reusableSection', ...layoutBlocks.map((b) => b.slug)].sort())
    expect(layoutBlocks.map((b) => b.slug)).not.toContain('reusableSection')
  })
})
