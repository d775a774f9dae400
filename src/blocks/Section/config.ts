import type { Block } from 'payload'

import {
  BACKGROUND_IMAGE_FITS,
  DEFAULT_SECTION_BACKGROUND,
  DEFAULT_SECTION_SPACING,
  SECTION_BACKGROUNDS,
  SECTION_SPACINGS,
  selectOptions,
} from '@/lib/design'

/** A Section wraps other blocks; its nested blocks are every content block (no Section in a Section). */
export function sectionBlock(contentBlocks: Block[]): Block {
  return {
    slug: 'section',
    interfaceName: 'SectionBlock',
    labels: { singular: 'Section', plural: 'Sections' },
    fields: [
      { name: 'anchor', type: 'text', admin: { description: 'The id of the section, for #links.' } },
      { name: 'heading', type: 'text' },
      { name: 'intro', type: 'textarea' },
      {
        type: 'row',
        fields: [
          {
            name: 'backgroundColor',
            type: 'select',
            options: selectOptions(SECTION_BACKGROUNDS),
            defaultValue: DEFAULT_SECTION_BACKGROUND,
            required: true,
          },
          { name: 'spacingTop', type: 'select', options: selectOptions(SECTION_SPACINGS), defaultValue: DEFAULT_SECTION_SPACING, required: true },
          { name: 'spacingBottom', type: 'select', options: selectOptions(SECTION_SPACINGS), defaultValue: DEFAULT_SECTION_SPACING, required: true },
          { name: 'hasOverflow', type: 'checkbox', defaultValue: false },
        ],
      },
      {
        name: 'backgroundImage',
        type: 'group',
        fields: [
          { name: 'image', type: 'upload', relationTo: 'media' },
          { name: 'fit', type: 'select', options: selectOptions(BACKGROUND_IMAGE_FITS), defaultValue: 'cover' },
        ],
      },
      { name: 'blocks', type: 'blocks', blocks: contentBlocks },
    ],
  }
}
