import type { Block } from 'payload'

export const CustomerStoryListBlockConfig: Block = {
  slug: 'customerStoryList',
  interfaceName: 'CustomerStoryListBlock',
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'limit', type: 'number', min: 1, max: 48, defaultValue: 6, required: true },
    { name: 'filters', label: 'Industry and product filters', type: 'checkbox', defaultValue: false },
  ],
}
