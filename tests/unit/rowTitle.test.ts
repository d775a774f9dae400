import { describe, expect, it } from 'vitest'

import { experimentTag, plainText, rowTitle } from '@/lib/editor/rowTitle'

const lexical = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    children: paragraphs.map((text) => ({
      type: 'paragraph',
      children: [
        { type: 'text', text: text.slice(0, 4) },
        { type: 'text', text: text.slice(4) },
      ],
    })),
  },
})

describe('row titles in the admin', () => {
  it('takes the first field with words', () => {
    expect(rowTitle({ heading: '', title: '  Global   reach ', text: 'x' }, ['heading', 'title', 'text'])).toBe('Global reach')
    expect(rowTitle({ heading: null }, ['heading'])).toBeUndefined()
    expect(rowTitle(undefined, ['heading'])).toBeUndefined()
  })
  it('reads the words of rich text', () => {
    expect(plainText(lexical('Hello world', 'Second one'))).toBe('Hello world Second one')
    expect(rowTitle({ text: lexical('Programmable voice') }, ['heading', 'text'])).toBe('Programmable voice')
  })
  it('keeps words apart across a line break inside a paragraph', () => {
    const text = {
      root: {
        type: 'root',
        children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Line one' }, { type: 'linebreak' }, { type: 'text', text: 'Line two' }] }],
      },
    }
    expect(plainText(text)).toBe('Line one Line two')
  })
  it('joins fields when asked (a stat: value and label)', () => {
    expect(rowTitle({ value: '99.999%', label: 'uptime' }, ['value', 'label'], { join: ' ' })).toBe('99.999% uptime')
    expect(rowTitle({ value: 42, label: '' }, ['value', 'label'], { join: ' ' })).toBe('42')
  })
  it('shortens long titles', () => {
    const title = rowTitle({ heading: 'word '.repeat(40) }, ['heading'], { maxLength: 20 })
    expect(title).toHaveLength(20)
    expect(title?.endsWith('…')).toBe(true)
  })
  it('names a block’s A/B test', () => {
    expect(experimentTag({ experiment: { key: 'pricing-cta', variant: 'B' } })).toBe('A/B pricing-cta · B')
    expect(experimentTag({ experiment: { key: 'pricing-cta' } })).toBe('A/B pricing-cta · A')
    expect(experimentTag({ experiment: { key: '' } })).toBeUndefined()
    expect(experimentTag({})).toBeUndefined()
  })
})
