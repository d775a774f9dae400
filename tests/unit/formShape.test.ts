import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { withRequiredTexts } from '@/lib/editor/formShape'

const button: Field[] = [
  { name: 'label', type: 'text', required: true },
  { name: 'href', type: 'text', required: true },
  { name: 'kind', type: 'select', options: ['primary'] },
]

const fields: Field[] = [
  { name: 'title', type: 'text', required: true },
  { name: 'subtitle', type: 'text' },
  {
    name: 'layout',
    type: 'blocks',
    blocks: [
      {
        slug: 'hero',
        fields: [
          { name: 'heading', type: 'text', required: true },
          { name: 'buttons', type: 'array', fields: button },
        ],
      },
      {
        slug: 'section',
        fields: [
          {
            name: 'blocks',
            type: 'blocks',
            blocks: [{ slug: 'cta', fields: [{ type: 'row', fields: [{ name: 'heading', type: 'textarea', required: true }] }] }],
          },
        ],
      },
    ],
  },
  {
    type: 'tabs',
    tabs: [
      { name: 'meta', fields: [{ name: 'description', type: 'text', required: true }] },
      { label: 'More', fields: [{ name: 'note', type: 'text', required: true }] },
    ],
  },
]

describe('the admin form’s unsaved state shaped as a stored document (lib/editor/formShape)', () => {
  it('gives every required text not typed yet an empty string, nested in blocks, arrays, rows and tabs', () => {
    const unsaved = {
      title: 'Spring',
      layout: [
        { blockType: 'hero', heading: 'Hi', buttons: [{ label: 'Start free' }] },
        { blockType: 'section', blocks: [{ blockType: 'cta' }] },
        { blockType: 'unknown', heading: undefined },
      ],
      meta: {},
    }
    expect(withRequiredTexts(fields, unsaved)).toEqual({
      title: 'Spring',
      layout: [
        { blockType: 'hero', heading: 'Hi', buttons: [{ label: 'Start free', href: '' }] },
        { blockType: 'section', blocks: [{ blockType: 'cta', heading: '' }] },
        { blockType: 'unknown', heading: undefined },
      ],
      meta: { description: '' },
      note: '',
    })
    // Optional texts stay absent; the input is not changed.
    expect(unsaved.layout[0]).toEqual({ blockType: 'hero', heading: 'Hi', buttons: [{ label: 'Start free' }] })
  })

  it('keeps what was typed, and what is not a row, as it is', () => {
    const typed = {
      title: 'T',
      layout: [{ blockType: 'hero', heading: 'H', buttons: ['loading', { label: 'A', href: '/a' }] }],
      note: 'n',
      meta: { description: 'd' },
    }
    expect(withRequiredTexts(fields, typed)).toEqual(typed)
  })
})
