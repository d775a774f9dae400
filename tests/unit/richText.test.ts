import { describe, expect, it } from 'vitest'

import {
  bold,
  firstParagraphText,
  hasContent,
  inlineRichText,
  inlineState,
  italic,
  link,
  linkDestination,
  paragraph,
  paragraphs,
  plainTextToRichText,
  richText,
  richTextToPlainText,
  splitEmails,
  TEXT_FORMAT,
} from '@/lib/richText'

/** A compact view of a paragraph's children: text (with format), <br> and links. */
type Compact = string | { text: string; format: number } | 'br' | { link: unknown; children: Compact[] }
function compact(node: unknown): Compact {
  const n = node as { type: string; text?: string; format?: number; fields?: unknown; children?: unknown[] }
  if (n.type === 'text') return n.format ? { text: n.text ?? '', format: n.format } : (n.text ?? '')
  if (n.type === 'linebreak') return 'br'
  return { link: n.fields, children: (n.children ?? []).map(compact) }
}
const paragraphsOf = (state: { root: { children: { type: string; children: unknown[] }[] } }) =>
  state.root.children.map((p) => {
    expect(p.type).toBe('paragraph')
    return p.children.map(compact)
  })

describe('plainTextToRichText', () => {
  it('makes a paragraph per blank-line-separated block and keeps single line breaks', () => {
    const state = plainTextToRichText('First paragraph.\n\nSecond, line one\r\nline two\n  \n\n\nThird *not bold*.')
    expect(state && paragraphsOf(state)).toEqual([['First paragraph.'], ['Second, line one', 'br', 'line two'], ['Third *not bold*.']])
  })

  it('answers null for empty text', () => {
    expect(plainTextToRichText('')).toBeNull()
    expect(plainTextToRichText(' \n\n \n')).toBeNull()
  })

  it('reads back as the same words', () => {
    for (const value of ['One line.', 'a\n\nb', 'a\nb\n\nc']) expect(richTextToPlainText(plainTextToRichText(value))).toBe(value)
  })
})

describe('inlineRichText', () => {
  it('reads bold, italic and links, and blank lines between paragraphs', () => {
    const state = inlineRichText('Plain **bold** and *italic* with [a link](/pricing).\n\n[**Docs**](https://developers.ostra.com) then #hash')
    expect(paragraphsOf(state)).toEqual([
      [
        'Plain ',
        { text: 'bold', format: TEXT_FORMAT.bold },
        ' and ',
        { text: 'italic', format: TEXT_FORMAT.italic },
        ' with ',
        { link: { linkType: 'custom', url: '/pricing', newTab: false }, children: ['a link'] },
        '.',
      ],
      [
        { link: { linkType: 'custom', url: 'https://developers.ostra.com', newTab: false }, children: [{ text: 'Docs', format: TEXT_FORMAT.bold }] },
        ' then #hash',
      ],
    ])
  })

  it('leaves text without markup as one text node', () => {
    expect(paragraphsOf(inlineRichText('Voice, Messaging, 2 * 3 = 6'))).toEqual([['Voice, Messaging, 2 * 3 = 6']])
  })
})

describe('builders', () => {
  it('build paragraphs of formatted text and links, custom or internal', () => {
    const state = inlineState(paragraph('See ', bold('this'), ' and ', italic('that'), ' in ', link({ relationTo: 'pages', value: 4 }, ['the guide']), '.'))
    expect(paragraphsOf(state)).toEqual([
      [
        'See ',
        { text: 'this', format: 1 },
        ' and ',
        { text: 'that', format: 2 },
        ' in ',
        { link: { linkType: 'internal', doc: { relationTo: 'pages', value: 4 }, newTab: false }, children: ['the guide'] },
        '.',
      ],
    ])
    expect(state.root.children[0].children[5]).toMatchObject({ type: 'link', version: 3 })
  })
})

describe('richTextToPlainText', () => {
  it('takes the words of every block, links included, one blank line between blocks', () => {
    const state = richText([
      { type: 'h2', text: 'Heading' },
      { type: 'p', text: '' },
      { type: 'ul', items: ['one', 'two'] },
    ])
    state.root.children.push(paragraph('Go to ', link('/pricing', ['pricing']), '.'))
    expect(richTextToPlainText(state)).toBe('Heading\n\none\ntwo\n\nGo to pricing.')
  })

  it('reads strings (older data) as they are and anything else as nothing', () => {
    expect(richTextToPlainText('  plain  ')).toBe('plain')
    expect(richTextToPlainText(null)).toBe('')
    expect(richTextToPlainText({ root: 'x' })).toBe('')
    expect(richTextToPlainText(42)).toBe('')
  })
})

describe('firstParagraphText', () => {
  it('is the first paragraph with words, links included', () => {
    const state = inlineState(paragraph(''), paragraph('Read ', link('/a', ['the docs']), ' first.'), paragraph('Second.'))
    expect(firstParagraphText(state)).toBe('Read the docs first.')
    expect(firstParagraphText(richText([{ type: 'h2', text: 'Only a heading' }]))).toBeUndefined()
    expect(firstParagraphText('a string')).toBeUndefined()
  })
})

describe('hasContent', () => {
  it('is false for nothing and an empty editor, true for words or other nodes', () => {
    expect(hasContent(null)).toBe(false)
    expect(hasContent('text')).toBe(false)
    expect(hasContent(inlineState())).toBe(false)
    expect(hasContent(inlineState(paragraph('')))).toBe(false)
    expect(hasContent(paragraphs(['Hello']))).toBe(true)
    expect(hasContent({ root: { children: [{ type: 'upload', value: 1 }] } })).toBe(true)
  })
})

describe('linkDestination', () => {
  it("is a custom link's address, trimmed", () => {
    expect(linkDestination({ linkType: 'custom', url: ' https://example.com ' })).toBe('https://example.com')
    expect(linkDestination({ url: '#faq' })).toBe('#faq')
  })

  it("is a linked document's path once populated", () => {
    expect(linkDestination({ linkType: 'internal', doc: { relationTo: 'pages', value: { id: 3, path: '/products/voice-api' } } })).toBe('/products/voice-api')
    expect(linkDestination({ linkType: 'internal', doc: { relationTo: 'pages', value: { id: 1, path: '/' } } })).toBe('/')
  })

  it('is undefined when there is nowhere to go', () => {
    expect(linkDestination(undefined)).toBeUndefined()
    expect(linkDestination({ linkType: 'custom', url: '' })).toBeUndefined()
    expect(linkDestination({ linkType: 'custom', url: '  ' })).toBeUndefined()
    expect(linkDestination({ linkType: 'internal', doc: null })).toBeUndefined()
    // Only an id: not populated, or not readable (unpublished).
    expect(linkDestination({ linkType: 'internal', doc: { relationTo: 'pages', value: 7 } })).toBeUndefined()
    expect(linkDestination({ linkType: 'internal', doc: { relationTo: 'pages', value: { id: 7 } } })).toBeUndefined()
  })
})

describe('splitEmails', () => {
  it('finds addresses in running text, a sentence’s full stop left outside', () => {
    expect(splitEmails('Write to press@ostra.com.')).toEqual([{ text: 'Write to ' }, { text: 'press@ostra.com', email: true }, { text: '.' }])
    expect(splitEmails('a@b.co and legal-process@ostra.co.uk')).toEqual([
      { text: 'a@b.co', email: true },
      { text: ' and ' },
      { text: 'legal-process@ostra.co.uk', email: true },
    ])
  })
  it('leaves text without an address whole, an @ alone or a handle included', () => {
    for (const value of ['', 'No address here', 'Follow @ostra', 'name@localhost', 'price @ $0.01']) expect(splitEmails(value)).toEqual([{ text: value }])
  })
})
