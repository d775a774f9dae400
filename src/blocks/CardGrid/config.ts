import { ICON_NAMES, ICONS } from '@/lib/design'

import { BLOCK_GROUPS, arrayRowLabel } from '../adminUi'
import { inlineRichTextField, validateLink } from '../fields'
import { defineBlock } from '../defineBlock'

export const CardGridBlockConfig = defineBlock({
  slug: 'cardGrid',
  interfaceName: 'CardGridBlock',
  labels: { singular: 'Card grid', plural: 'Card grids' },
  group: BLOCK_GROUPS.textAndMedia,
  description: 'Cards in 2–4 columns, each with an icon or picture, a title, text and a link.',
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', admin: { description: 'Optional. Shown above the cards.' } },
    {
      name: 'columns',
      label: 'Cards per row',
      type: 'select',
      options: ['2', '3', '4'].map((value) => ({ value, label: `${value} cards per row` })),
      defaultValue: '3',
      required: true,
      admin: { description: 'On wide screens; phones show one card per row.' },
    },
    {
      name: 'cards',
      label: 'Cards',
      labels: { singular: 'Card', plural: 'Cards' },
      type: 'array',
      minRows: 1,
      // A new grid arrives with a row of empty cards to type into, as a page builder's does (a fresh array each time:
      // Payload gives the rows their ids in place).
      defaultValue: () => [{}, {}, {}],
      admin: { components: { RowLabel: arrayRowLabel('Card', ['title']) } },
      fields: [
        {
          name: 'icon',
          label: 'Icon',
          type: 'select',
          options: ICON_NAMES.map((value) => ({ value, label: ICONS[value] })),
          admin: {
            description: 'Optional. A small line drawing above the title; leave empty when the card has a picture.',
            components: { Field: '/src/components/admin/IconPicker.client#IconPicker' },
          },
        },
        { name: 'title', label: 'Title', type: 'text', required: true },
        inlineRichTextField('text', { label: 'Text' }),
        {
          name: 'href',
          label: 'Link',
          type: 'text',
          validate: validateLink,
          admin: { description: 'Optional: makes the whole card a link. A page path like /pricing or a full web address (https://…).' },
        },
        { name: 'image', label: 'Picture', type: 'upload', relationTo: 'media', admin: { description: 'Optional. Shown at the top of the card.' } },
      ],
    },
  ],
})
