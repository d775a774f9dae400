import { BASE_CURRENCY, CURRENCIES } from '@/lib/pricing'

import { BLOCK_GROUPS, arrayRowLabel } from '../adminUi'
import { defineBlock } from '../defineBlock'

export const PricingTableBlockConfig = defineBlock({
  slug: 'pricingTable',
  interfaceName: 'PricingTableBlock',
  labels: { singular: 'Pricing table', plural: 'Pricing tables' },
  group: BLOCK_GROUPS.pricing,
  description: 'Price rows you type, plus rates by country for some products.',
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', admin: { description: 'Optional. Also names the table for screen readers.' } },
    {
      name: 'product',
      label: 'Rates by country for',
      type: 'text',
      admin: {
        description: 'Type messaging, voice or numbers to add that product’s searchable rates by country under your rows. Leave empty for your rows only.',
      },
    },
    {
      name: 'currency',
      label: 'Currency of your prices',
      type: 'select',
      options: [...CURRENCIES],
      defaultValue: BASE_CURRENCY,
      required: true,
      admin: { description: 'Visitors of another country see the prices converted where an exchange rate is set (Site settings).' },
    },
    {
      name: 'rows',
      label: 'Price rows',
      labels: { singular: 'Price row', plural: 'Price rows' },
      type: 'array',
      admin: { components: { RowLabel: arrayRowLabel('Row', ['item', 'price'], ' · ') } },
      fields: [
        { name: 'item', label: 'What is priced', type: 'text', required: true, admin: { description: 'e.g. Outbound SMS.' } },
        { name: 'unit', label: 'Per', type: 'text', required: true, admin: { description: 'The unit the price is for, e.g. per message.' } },
        { name: 'price', label: 'Price', type: 'text', required: true, admin: { description: 'As written, e.g. $0.0079 or From $0.004.' } },
        { name: 'note', label: 'Small print', type: 'text', admin: { description: 'Optional. Shown small under the item.' } },
      ],
    },
  ],
})
