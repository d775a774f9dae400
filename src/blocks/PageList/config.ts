import type { Block } from 'payload'

import { PAGE_FAMILIES, PAGE_FAMILY_NAMES } from '@/lib/paths'

export const PageListBlockConfig: Block = {
  slug: 'pageList',
  interfaceName: 'PageListBlock',
  labels: { singular: 'Page list', plural: 'Page lists' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'family',
      type: 'select',
      required: true,
      options: PAGE_FAMILY_NAMES.map((value) => ({ value, label: PAGE_FAMILIES[value].label })),
    },
    { name: 'limit', type: 'number', min: 1, max: 48, defaultValue: 12, required: true },
    { name: 'paginate', type: 'checkbox', defaultValue: false, admin: { description: 'Show pages (?page=N) instead of only the first ones.' } },
    {
      name: 'browse',
      label: 'Categories and search',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Resources only: category filters and a search box above the list.', condition: (_, siblingData) => siblingData?.family === 'resources' },
    },
  ],
}
