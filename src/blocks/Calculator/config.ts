import { CALCULATOR_KINDS, CALCULATORS } from '@/lib/pricing'
import { DEFAULT_COUNTRY, PRICING_COUNTRIES } from '@/lib/coverage'

import { BLOCK_GROUPS, arrayRowLabel } from '../adminUi'
import { defineBlock } from '../defineBlock'

export const CalculatorBlockConfig = defineBlock({
  slug: 'calculator',
  interfaceName: 'CalculatorBlock',
  labels: { singular: 'Price calculator', plural: 'Price calculators' },
  group: BLOCK_GROUPS.pricing,
  description: 'Visitors enter their usage and get a price estimate.',
  fields: [
    {
      name: 'kind',
      label: 'Which calculator',
      type: 'select',
      required: true,
      defaultValue: 'messaging',
      options: CALCULATOR_KINDS.map((value) => ({ value, label: CALCULATORS[value].label })),
      admin: { description: 'Messaging: price per message and a monthly estimate. IoT SIM: each data plan’s monthly cost.' },
    },
    { name: 'heading', label: 'Heading', type: 'text', admin: { description: 'Optional; the calculator’s own title when empty.' } },
    { name: 'text', label: 'Intro text', type: 'textarea', admin: { description: 'Optional. A sentence or two under the heading.' } },
    {
      name: 'defaultCountry',
      label: 'Country selected first',
      type: 'select',
      options: [...PRICING_COUNTRIES],
      defaultValue: DEFAULT_COUNTRY,
      admin: { description: 'Visitors from another locale start with their own country.' },
    },
    {
      name: 'competitors',
      label: 'Competitor prices',
      labels: { singular: 'Competitor', plural: 'Competitors' },
      type: 'array',
      maxRows: 4,
      admin: {
        description:
          'Optional. Shown as “How this compares” under the estimate while the calculator-competitive feature flag is on (off in production). Use published list prices you can stand behind.',
        components: { RowLabel: arrayRowLabel('Competitor', ['name']) },
      },
      fields: [
        { name: 'name', label: 'Competitor', type: 'text', required: true, admin: { width: '50%' } },
        {
          name: 'unitPrice',
          label: 'Their price in USD',
          type: 'number',
          required: true,
          min: 0,
          admin: { width: '50%', step: 0.0001, description: 'Per message for the messaging calculator, per MB for the IoT SIM one.' },
        },
      ],
    },
  ],
})
