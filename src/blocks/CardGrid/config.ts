import type { Block } from 'payload'

export const CardGridBlockConfig: Block = {
  slug: 'cardGrid',
  interfaceName: 'CardGridBlock',
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'columns', type: 'select', options: ['2', '3', '4'], defaultValue: '3', required: true },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        { name: 'href', type: 'text' },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
}
