import { describe, expect, it } from 'vitest'

import { BRIEF_SECTION_MAX_CHARACTERS, isBriefSection } from '@/lib/design'

const text = (length: number) => ({ blockType: 'richText', words: 'x'.repeat(length) })
const textOf = (block: { blockType: string }) => ('words' in block ? String(block.words) : '')

describe('a brief section', () => {
  it('is a little text alone: one or two rich text blocks, short', () => {
    expect(isBriefSection([text(250)], textOf)).toBe(true)
    expect(isBriefSection([text(300), text(BRIEF_SECTION_MAX_CHARACTERS - 300)], textOf)).toBe(true)
  })

  it('is not one with anything else in it, with more text, or with nothing', () => {
    expect(isBriefSection([text(BRIEF_SECTION_MAX_CHARACTERS + 1)], textOf)).toBe(false)
    expect(isBriefSection([text(100), { blockType: 'stats' }], textOf)).toBe(false)
    expect(isBriefSection([text(10), text(10), text(10)], textOf)).toBe(false)
    expect(isBriefSection([], textOf)).toBe(false)
  })
})
