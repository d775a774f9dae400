import { describe, expect, it } from 'vitest'

import {
  adminMessage,
  CANVAS_SOURCE,
  enclosingBlock,
  enclosingRows,
  fieldForText,
  fieldInputId,
  findRow,
  movedIndex,
  pathFromFieldId,
  previewMessage,
  rowElementId,
  rowFromElementId,
  rowSubFields,
  type CanvasFields,
} from '@/lib/editor/canvas'
import { richText } from '@/lib/richText'

/** The form state of "Spring Launch": a hero, a Section holding a card grid of three cards, an FAQ. */
const fields: CanvasFields = {
  title: { value: 'Spring Launch' },
  layout: {
    rows: [
      { id: 'hero1', blockType: 'hero', collapsed: true },
      { id: 'section1', blockType: 'section', collapsed: true },
      { id: 'faq1', blockType: 'faq' },
    ],
  },
  'layout.0.id': { value: 'hero1' },
  'layout.0.blockType': { value: 'hero' },
  'layout.0.eyebrow': { value: 'New' },
  'layout.0.heading': { value: 'Spring  Launch\n week' },
  'layout.0.text': { value: richText([{ type: 'p', text: 'Everything you need to ship voice and messaging this spring.' }]) },
  'layout.0.buttons': { rows: [{ id: 'button1' }] },
  'layout.0.buttons.0.label': { value: 'Sign up' },
  'layout.0.buttons.0.url': { value: '/sign-up' },
  'layout.1.blocks': { rows: [{ id: 'grid1', blockType: 'cardGrid', collapsed: true }] },
  'layout.1.heading': { value: 'Why teams switch' },
  'layout.1.anchor': { value: 'why' },
  'layout.1.blocks.0.cards': {
    rows: [
      { id: 'card1', collapsed: true },
      { id: 'card2', collapsed: true },
      { id: 'card3', collapsed: false },
    ],
  },
  'layout.1.blocks.0.cards.0.title': { value: 'Fast setup' },
  'layout.1.blocks.0.cards.1.title': { value: 'Global reach' },
  'layout.1.blocks.0.cards.1.text': { value: 'Numbers in 100 countries' },
  'layout.1.blocks.0.cards.2.title': { value: 'Fair prices' },
  'layout.2.questions': { rows: [{ id: 'q1' }] },
  'layout.2.questions.0.question': { value: 'Can I port my numbers?' },
  'layout.2.questions.0.stat': { value: 99.9 },
}

describe('the canvas finds rows and fields in the form state', () => {
  it('finds a row by its id at any depth', () => {
    expect(findRow(fields, 'hero1')).toEqual({ path: 'layout', index: 0, id: 'hero1', blockType: 'hero' })
    expect(findRow(fields, 'grid1')).toEqual({ path: 'layout.1.blocks', index: 0, id: 'grid1', blockType: 'cardGrid' })
    expect(findRow(fields, 'card2')).toEqual({ path: 'layout.1.blocks.0.cards', index: 1, id: 'card2' })
    expect(findRow(fields, 'nowhere')).toBeUndefined()
  })

  it('lists the rows holding a field, outermost first, and the innermost block', () => {
    expect(enclosingRows(fields, 'layout.1.blocks.0.cards.1.title').map((row) => `${row.path}#${row.index}`)).toEqual([
      'layout#1',
      'layout.1.blocks#0',
      'layout.1.blocks.0.cards#1',
    ])
    expect(enclosingBlock(fields, 'layout.1.blocks.0.cards.1.title')?.id).toBe('grid1')
    expect(enclosingBlock(fields, 'layout.0.buttons.0.label')?.id).toBe('hero1')
    expect(enclosingBlock(fields, 'title')).toBeUndefined()
    // A path naming a row that is not there (a stale message) names nothing.
    expect(enclosingRows(fields, 'layout.7.heading')).toEqual([])
  })

  it('finds the field holding the words clicked, inside the row it was clicked in', () => {
    expect(fieldForText(fields, 'layout.0', 'Spring Launch week')).toBe('layout.0.heading')
    expect(fieldForText(fields, 'layout.0', '  Sign up ')).toBe('layout.0.buttons.0.label')
    // A paragraph of rich text; a phrase inside a field; a field the page decorates.
    expect(fieldForText(fields, 'layout.0', 'Everything you need to ship voice and messaging this spring.')).toBe('layout.0.text')
    expect(fieldForText(fields, 'layout.1.blocks.0', 'in 100 countries')).toBe('layout.1.blocks.0.cards.1.text')
    expect(fieldForText(fields, 'layout.1.blocks.0', 'Fair prices →')).toBe('layout.1.blocks.0.cards.2.title')
    expect(fieldForText(fields, 'layout.2', '99.9')).toBe('layout.2.questions.0.stat')
    // The same words in another block are not this block's.
    expect(fieldForText(fields, 'layout.2', 'Fast setup')).toBeUndefined()
    // The whole document: a title outside any block.
    expect(fieldForText(fields, '', 'Spring Launch')).toBe('title')
  })

  it('never picks a field a visitor does not read, nor one by a word too short to tell', () => {
    expect(fieldForText(fields, 'layout.0', '/sign-up')).toBeUndefined()
    expect(fieldForText(fields, 'layout.1', 'why')).toBeUndefined()
    expect(fieldForText(fields, 'layout.0', 'Ne')).toBeUndefined()
    expect(fieldForText(fields, 'layout.0', '   ')).toBeUndefined()
    // A price from the price list: no field holds it, the block is selected instead.
    expect(fieldForText(fields, 'layout.1', '$0.0079 per message')).toBeUndefined()
  })

  it('reads and writes the ids of Payload’s inputs and rows', () => {
    expect(fieldInputId('layout.1.blocks.0.cards.1.title')).toBe('field-layout__1__blocks__0__cards__1__title')
    expect(pathFromFieldId('field-layout__1__blocks__0__cards__1__title')).toBe('layout.1.blocks.0.cards.1.title')
    expect(pathFromFieldId('field-layout__0__hidden-2')).toBe('layout.0.hidden')
    expect(pathFromFieldId('search')).toBeUndefined()
    expect(rowElementId('layout.1.blocks.0.cards', 1)).toBe('layout-1-blocks-0-cards-row-1')
    expect(rowFromElementId('layout-1-blocks-0-cards-row-1')).toEqual({ path: 'layout.1.blocks.0.cards', index: 1 })
    expect(rowFromElementId('layout-row-0')).toEqual({ path: 'layout', index: 0 })
    expect(rowFromElementId('scroll-r1-row')).toBeUndefined()
  })

  it('moves only within the list, and keeps a removed row’s fields relative to it', () => {
    expect(movedIndex('moveUp', 0, 3)).toBeUndefined()
    expect(movedIndex('moveUp', 2, 3)).toBe(1)
    expect(movedIndex('moveDown', 2, 3)).toBeUndefined()
    expect(movedIndex('moveDown', 0, 3)).toBe(1)
    expect(Object.keys(rowSubFields(fields, 'layout', 0))).toEqual([
      'id',
      'blockType',
      'eyebrow',
      'heading',
      'text',
      'buttons',
      'buttons.0.label',
      'buttons.0.url',
    ])
    expect(rowSubFields(fields, 'layout.1.blocks.0.cards', 1)).toEqual({ title: { value: 'Global reach' }, text: { value: 'Numbers in 100 countries' } })
  })
})

describe('canvas messages', () => {
  it('accepts the messages of the protocol and nothing else', () => {
    expect(previewMessage.safeParse({ source: CANVAS_SOURCE, type: 'select', blockId: 'hero1', text: 'Spring Launch' }).success).toBe(true)
    expect(previewMessage.safeParse({ source: CANVAS_SOURCE, type: 'action', blockId: 'hero1', action: 'duplicate' }).success).toBe(true)
    expect(previewMessage.safeParse({ source: CANVAS_SOURCE, type: 'setText', blockId: 'hero1', text: 'a', value: 'b' }).success).toBe(true)
    expect(adminMessage.safeParse({ source: CANVAS_SOURCE, type: 'highlight', blockId: null, scroll: false }).success).toBe(true)
    // Payload's own live-preview messages, unknown actions, oversized text, other pages' messages.
    expect(previewMessage.safeParse({ type: 'payload-live-preview', ready: true }).success).toBe(false)
    expect(previewMessage.safeParse({ source: CANVAS_SOURCE, type: 'action', blockId: 'hero1', action: 'publish' }).success).toBe(false)
    expect(previewMessage.safeParse({ source: CANVAS_SOURCE, type: 'select', blockId: 'hero1', text: 'x'.repeat(3_000) }).success).toBe(false)
    expect(previewMessage.safeParse({ source: 'other', type: 'select', blockId: 'hero1', text: '' }).success).toBe(false)
    expect(previewMessage.safeParse('select').success).toBe(false)
  })
})
