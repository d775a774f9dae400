import type { Block, BlocksFieldValidation } from 'payload'

import {
  BACKGROUND_IMAGE_FITS,
  DEFAULT_SECTION_BACKGROUND,
  DEFAULT_SECTION_SPACING,
  SECTION_SPACINGS,
  SIDE_IMAGE_POSITIONS,
  type SectionSpacing,
} from '@/lib/design'

import { BLOCK_GROUPS, sectionBackgroundOptions } from '../adminUi'
import { defineBlock, referencing, type BlockConfig } from '../defineBlock'

/** What each spacing does, in the words of the page: space above (or below) the section's content. */
const SPACING_LABELS: Record<'top' | 'bottom', Record<SectionSpacing, string>> = {
  top: {
    contrasting: 'Large: a new topic starts here',
    continuous: 'Small: continues the section above',
    none: 'None: content starts at the very top',
  },
  bottom: {
    contrasting: 'Large: the topic ends here',
    continuous: 'Small: the next section continues it',
    none: 'None: content runs to the very bottom',
  },
}
const spacingOptions = (edge: 'top' | 'bottom') => SECTION_SPACINGS.map((value) => ({ value, label: SPACING_LABELS[edge][value] }))

const FIT_LABELS: Record<(typeof BACKGROUND_IMAGE_FITS)[number], string> = {
  cover: 'Fill the section (edges may be cropped)',
  contain: 'Show the whole image (may leave bands)',
  fill: 'Stretch to the section (may distort)',
}

const POSITION_LABELS: Record<(typeof SIDE_IMAGE_POSITIONS)[number], string> = {
  end: 'Right of the content',
  start: 'Left of the content',
}

/**
 * Refuses rows of other block types. The admin's picker offers only the allowed ones, but Payload
 * stores any row it is sent (blocks are JSON), so a Hero could still arrive inside a Section by API.
 */
function onlyThese(blocks: Block[]): BlocksFieldValidation {
  const allowed = new Set(blocks.map((block) => block.slug))
  return (rows) => {
    if (!Array.isArray(rows)) return true
    const refused = rows
      .map((row: unknown) => (typeof row === 'object' && row !== null && 'blockType' in row ? String(row.blockType) : ''))
      .filter((type) => !allowed.has(type))
    return refused.length === 0 || `These blocks cannot be placed inside a Section: ${[...new Set(refused)].join(', ')}.`
  }
}

/** A Section wraps other blocks; schemas.ts decides which (every content block but the Hero; no Section in a Section). */
export function sectionBlock(contentBlocks: Block[]): BlockConfig<'section'> {
  return defineBlock({
    slug: 'section',
    interfaceName: 'SectionBlock',
    labels: { singular: 'Section', plural: 'Sections' },
    group: BLOCK_GROUPS.layout,
    description: 'A band of the page with its own background; holds other blocks.',
    fields: [
      {
        name: 'heading',
        label: 'Heading',
        type: 'text',
        admin: { description: 'Optional. Shown large above the blocks of the section.' },
      },
      { name: 'intro', label: 'Intro text', type: 'textarea', admin: { description: 'Optional. A short paragraph under the heading.' } },
      {
        type: 'row',
        fields: [
          {
            name: 'backgroundColor',
            label: 'Background colour',
            type: 'select',
            options: sectionBackgroundOptions(),
            defaultValue: DEFAULT_SECTION_BACKGROUND,
            required: true,
            admin: { width: '50%', description: 'On Black and Blue the text turns light by itself.' },
          },
          {
            name: 'hasOverflow',
            label: 'Let content stick out of the section',
            type: 'checkbox',
            defaultValue: false,
            admin: {
              width: '50%',
              description:
                'Off: anything wider or taller than the section is cut at its edges. On: it may overlap the sections around it (for designs that ask for that).',
            },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'spacingTop',
            label: 'Space above',
            type: 'select',
            options: spacingOptions('top'),
            defaultValue: DEFAULT_SECTION_SPACING,
            required: true,
            admin: { width: '50%' },
          },
          {
            name: 'spacingBottom',
            label: 'Space below',
            type: 'select',
            options: spacingOptions('bottom'),
            defaultValue: DEFAULT_SECTION_SPACING,
            required: true,
            admin: { width: '50%' },
          },
        ],
      },
      {
        name: 'backgroundImage',
        label: 'Background image',
        type: 'group',
        admin: { description: 'Optional. Drawn behind the content, over the background colour; keep the text readable on it.' },
        fields: [
          { name: 'image', label: 'Image', type: 'upload', relationTo: 'media' },
          {
            name: 'fit',
            label: 'How the image fits',
            type: 'select',
            options: BACKGROUND_IMAGE_FITS.map((value) => ({ value, label: FIT_LABELS[value] })),
            defaultValue: 'cover',
          },
        ],
      },
      {
        name: 'sideImage',
        label: 'Picture beside the content',
        type: 'group',
        admin: {
          description:
            'Optional. A picture (a product screen, a diagram) shown next to the heading and blocks on wide screens, and below them on phones. Its alt text is read out, so describe what it shows.',
        },
        fields: [
          { name: 'image', label: 'Image', type: 'upload', relationTo: 'media' },
          {
            name: 'position',
            label: 'Side',
            type: 'select',
            options: SIDE_IMAGE_POSITIONS.map((value) => ({ value, label: POSITION_LABELS[value] })),
            defaultValue: 'end',
          },
        ],
      },
      {
        name: 'anchor',
        label: 'Link name (anchor)',
        type: 'text',
        admin: {
          description: 'Optional. A short name such as pricing-faq: a link to /this-page#pricing-faq then jumps to this section.',
        },
      },
      {
        name: 'blocks',
        label: 'Blocks in this section',
        labels: { singular: 'Block to this Section', plural: 'Blocks' },
        type: 'blocks',
        ...referencing(contentBlocks),
        validate: onlyThese(contentBlocks),
        admin: { description: 'Shown one after another on the section’s background.' },
      },
    ],
  })
}
