import type { Block } from 'payload'

import { BASE_CURRENCY, CURRENCIES } from '@/lib/currency'

export const PricingTableBlockConfig: Block = {
  slug: 'pricingTable',
  interfaceName: 'PricingTableBlock',
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'product', type: 'text', admin: { description: 'The product whose rates the table shows, e.g. messaging.' } },
    { name: 'currency', type: 'select', options: [...CURRENCIES], defaultValue: BASE_CURRENCY, required: true },
    {
      name: 'rows',
      type: 'array',
      fields: [
        { name: 'item', type: 'text', required: true },
        { name: 'unit', type: 'text', required: true },
        { name: 'price', type: 'text', required: true },
        { name: 'note', type: 'text' },
      ],
    },
  ],
}
