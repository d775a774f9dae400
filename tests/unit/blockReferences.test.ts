import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { withBlocksResolved } from '@/lib/pages/blockReferences'

const card: Block = { slug: 'cardGrid', fields: [{ name: 'title', type: 'text', required: true }] }
const section: Block = { slug: 'section', fields: [{ name: 'blocks', type: 'blocks', blocks: [], blockReferences: ['cardGrid'] }] }

describe('the blocks a blocks field offers', () => {
  it('replaces references by the blocks they name, inside blocks, tabs and arrays too', () => {
    const fields: Field[] = [
      { type: 'tabs', tabs: [{ label: 'Content', fields: [{ name: 'layout', type: 'blocks', blocks: [], blockReferences: ['section', 'cardGrid'] }] }] },
      { name: 'extra', type: 'array', fields: [{ name: 'inner', type: 'blocks', blocks: [card], blockReferences: ['faq'] }] },
    ]
    const [tabs, extra] = withBlocksResolved(fields, [section, card])
    const layout = tabs?.type === 'tabs' ? tabs.tabs[0]?.fields[0] : undefined
    expect(layout?.type === 'blocks' && layout.blocks.map((b) => b.slug)).toEqual(['section', 'cardGrid'])
    const nested = layout?.type === 'blocks' ? layout.blocks[0]?.fields[0] : undefined
    expect(nested?.type === 'blocks' && nested.blocks.map((b) => b.fields)).toEqual([card.fields])
    // A slug the library does not hold names nothing; blocks given inline stay.
    const inner = extra?.type === 'array' ? extra.fields[0] : undefined
    expect(inner?.type === 'blocks' && inner.blocks.map((b) => b.slug)).toEqual(['cardGrid'])
  })

  it('answers the same list for the same fields and library, and leaves the fields given untouched', () => {
    const fields: Field[] = [{ name: 'layout', type: 'blocks', blocks: [], blockReferences: ['cardGrid'] }]
    const first = withBlocksResolved(fields, [card])
    expect(withBlocksResolved(fields, [card, section])).not.toBe(first)
    expect(fields[0]).toEqual({ name: 'layout', type: 'blocks', blocks: [], blockReferences: ['cardGrid'] })
  })
})
