import { describe, expect, it } from 'vitest'

import { convertLayout } from '../../migrations/20261124_050500_inline_rich_text'
import { inlineRichText, plainTextToRichText } from '@/lib/richText'

/** A layout as databases seeded before the change hold it. */
const plainLayout = () => [
  { blockType: 'hero', heading: 'Voice', text: 'Calls in 100+ countries.\n\nOne API.', buttons: [] },
  {
    blockType: 'section',
    backgroundColor: 'cream',
    blocks: [
      { blockType: 'cardGrid', columns: '3', cards: [{ title: 'A', text: 'Card A.' }, { title: 'B' }, { title: 'C', text: '' }] },
      { blockType: 'faq', items: [{ question: 'Free trial?', answer: 'Yes.\nWith credit.' }] },
      { blockType: 'richText', content: { root: { children: [] } } },
      { blockType: 'form', form: 'contact-sales', text: 'A form keeps its plain text.' },
    ],
  },
  { blockType: 'ctaBanner', heading: 'Build', text: 'Free credit.', backgroundColor: 'blue' },
  { blockType: 'jobList', heading: 'Roles', text: 'Not converted either.' },
]

/** The blocks of the layout's Section. */
const nested = (layout: unknown[]) => (layout[1] as { blocks: Record<string, unknown>[] }).blocks

describe('inline rich text migration', () => {
  it('turns the four plain-text fields into paragraphs, in Sections too, and nothing else', () => {
    const before = plainLayout()
    const after = convertLayout(before, 'up') as ReturnType<typeof plainLayout>
    expect(after).toBeDefined()
    expect(after[0].text).toEqual(plainTextToRichText('Calls in 100+ countries.\n\nOne API.'))
    const [cards, faq, rich, form] = nested(after)
    expect(cards.cards).toEqual([{ title: 'A', text: plainTextToRichText('Card A.') }, { title: 'B' }, { title: 'C', text: null }])
    expect(faq.items).toEqual([{ question: 'Free trial?', answer: plainTextToRichText('Yes.\nWith credit.') }])
    expect(rich).toEqual(nested(plainLayout())[2])
    expect(form.text).toBe('A form keeps its plain text.')
    expect(after[2].text).toEqual(plainTextToRichText('Free credit.'))
    expect(after[3].text).toBe('Not converted either.')
    // The stored layout is not touched: the migration writes the copy.
    expect(before).toEqual(plainLayout())
  })

  it('leaves values that are already rich text alone, so it can run twice', () => {
    const once = convertLayout(plainLayout(), 'up')
    expect(convertLayout(once, 'up')).toBeUndefined()
    const edited = [{ blockType: 'hero', heading: 'H', text: inlineRichText('Already **rich**.') }]
    expect(convertLayout(edited, 'up')).toBeUndefined()
  })

  it('goes back to the same plain text, and leaves strings alone on the way down', () => {
    const up = convertLayout(plainLayout(), 'up')
    const down = convertLayout(up, 'down') as ReturnType<typeof plainLayout>
    const expected = plainLayout()
    // An empty string became null on the way up and stays null.
    ;(nested(expected)[0].cards as { text?: string | null }[])[2].text = null
    expect(down).toEqual(expected)
    expect(convertLayout(down, 'down')).toBeUndefined()
  })

  it('writes formatted text back as its words', () => {
    const layout = [{ blockType: 'faq', items: [{ question: 'Q', answer: inlineRichText('See [**pricing**](/pricing).\n\nThen call.') }] }]
    expect(convertLayout(layout, 'down')).toEqual([{ blockType: 'faq', items: [{ question: 'Q', answer: 'See pricing.\n\nThen call.' }] }])
  })

  it('ignores what is not a layout', () => {
    expect(convertLayout(null, 'up')).toBeUndefined()
    expect(convertLayout('x', 'up')).toBeUndefined()
    expect(convertLayout([null, 3, { blockType: 'hero' }], 'up')).toBeUndefined()
  })
})
