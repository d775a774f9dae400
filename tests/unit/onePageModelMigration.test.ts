import { describe, expect, it } from 'vitest'

import { bodyFromLayout, convertRequirementsBlocks, layoutFromBody, REQUIREMENTS_SLUG } from '../../migrations/20261124_063512_one_page_model'
import { richText } from '@/lib/richText'

let counter = 0
const ids = () => `id${++counter}`
const body = richText([
  { type: 'h2', text: 'Terms' },
  { type: 'p', text: 'First paragraph.' },
])

describe('one page model migration: bodies to layouts', () => {
  it('keeps the body as a Rich text block, then the requirements table and the form where the page had them', () => {
    expect(layoutFromBody({ body, slug: 'privacy-policy' }, ids).map((b) => b.blockType)).toEqual(['richText'])
    expect(layoutFromBody({ body, slug: 'privacy-policy' }, ids)[0].content).toEqual(body)
    expect(layoutFromBody({ body, slug: 'report-abuse', form: 'report-abuse', formHeading: 'Report abuse' }, ids).slice(1)).toEqual([
      { id: expect.any(String), blockType: 'form', form: 'report-abuse', heading: 'Report abuse' },
    ])
    expect(layoutFromBody({ body, slug: REQUIREMENTS_SLUG }, ids).map((b) => b.blockType)).toEqual(['richText', 'requirementsTable'])
    // A form without a heading keeps none (the block falls back to the form's label); an empty body adds no block.
    expect(layoutFromBody({ body: null, form: 'subprocessor-subscription', formHeading: null }, ids)).toEqual([
      { id: expect.any(String), blockType: 'form', form: 'subprocessor-subscription' },
    ])
    expect(layoutFromBody({ body: null }, ids)).toEqual([])
  })

  it('gives every new block its own id', () => {
    const layout = layoutFromBody({ body, slug: REQUIREMENTS_SLUG, form: 'report-abuse' })
    expect(new Set(layout.map((b) => b.id)).size).toBe(3)
    for (const block of layout) expect(block.id).toMatch(/^[0-9a-f]{24}$/)
  })

  it('turns a layout back into the old fields on the way down: Rich text blocks joined, the first form', () => {
    const second = richText([{ type: 'p', text: 'Second block.' }])
    const old = bodyFromLayout([
      { blockType: 'richText', content: body },
      { blockType: 'stats', items: [] },
      { blockType: 'form', form: 'report-abuse', heading: 'Report abuse' },
      { blockType: 'richText', content: second },
    ])
    expect(old.form).toBe('report-abuse')
    expect(old.formHeading).toBe('Report abuse')
    expect(old.body?.root.children).toEqual([...body.root.children, ...second.root.children])
    expect(bodyFromLayout(null)).toEqual({ body: null, form: null, formHeading: null })
    // Up then down gives the original fields back.
    expect(bodyFromLayout(layoutFromBody({ body, form: 'report-abuse', formHeading: 'Report abuse' }))).toEqual({
      body,
      form: 'report-abuse',
      formHeading: 'Report abuse',
    })
  })
})

describe('one page model migration: the requirements block', () => {
  const layout = () => [
    { blockType: 'countryCoverage', kind: 'requirements', heading: 'Rules' },
    { blockType: 'section', blocks: [{ blockType: 'countryCoverage', kind: 'coverage', heading: 'Where' }] },
    { blockType: 'hero', heading: 'Untouched', kind: 'not a coverage block' },
  ]

  it('turns the requirements kind into its own block, drops the coverage kind, in Sections too, and copies', () => {
    const before = layout()
    const after = convertRequirementsBlocks(before, 'up')
    expect(after).toEqual([
      { blockType: 'requirementsTable', heading: 'Rules' },
      { blockType: 'section', blocks: [{ blockType: 'countryCoverage', heading: 'Where' }] },
      { blockType: 'hero', heading: 'Untouched', kind: 'not a coverage block' },
    ])
    expect(before).toEqual(layout())
    expect(convertRequirementsBlocks(after, 'up')).toBeUndefined()
    expect(convertRequirementsBlocks([{ blockType: 'richText' }], 'up')).toBeUndefined()
    expect(convertRequirementsBlocks(null, 'up')).toBeUndefined()
  })

  it('goes back on the way down', () => {
    expect(convertRequirementsBlocks(convertRequirementsBlocks(layout(), 'up'), 'down')).toEqual(layout())
  })
})
