import { PAGE_FAMILIES, PAGE_FAMILY_NAMES } from '@/lib/pages'

import { BLOCK_GROUPS } from '../adminUi'
import { defineBlock } from '../defineBlock'

export const PageListBlockConfig = defineBlock({
  slug: 'pageList',
  interfaceName: 'PageListBlock',
  labels: { singular: 'Page list', plural: 'Page lists' },
  group: BLOCK_GROUPS.lists,
  description: 'Cards linking to the published pages of one part of the site.',
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', admin: { description: 'Optional. Shown above the list.' } },
    {
      name: 'family',
      label: 'Which pages',
      type: 'select',
      required: true,
      options: PAGE_FAMILY_NAMES.map((value) => ({ value, label: PAGE_FAMILIES[value].label })),
      admin: { description: 'Every published page of this type is listed (by their “Page type” setting).' },
    },
    {
      name: 'limit',
      label: 'How many pages',
      type: 'number',
      min: 1,
      max: 48,
      defaultValue: 12,
      required: true,
      admin: { description: 'Per page when split into pages.' },
    },
    {
      name: 'paginate',
      label: 'Split into pages',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Adds page links (1, 2, 3…) so visitors can reach the rest; off shows only the first ones.' },
    },
    {
      name: 'browse',
      label: 'Show category filters and search',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: 'Resources only: category filters and a search box above the list.',
        condition: (_, siblingData) => siblingData?.family === 'resources',
      },
    },
  ],
})
