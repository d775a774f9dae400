import type { Block } from 'payload'

import { CALCULATOR_KINDS, CALCULATORS } from '@/lib/calculators'
import { DEFAULT_COUNTRY, PRICING_COUNTRIES } from '@/lib/countries'

import { BLOCK_GROUPS, blockPicker } from '../adminUi'

export const CalculatorBlockConfig: Block = {
  slug: 'calculator',
  interfaceName: 'CalculatorBlock',
  labels: { singular: 'Price calculator', plural: 'Price calculators' },
  admin: blockPicker('calculator', BLOCK_GROUPS.pricing, 'Visitors enter their usage and get a price estimate.'),
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
  ],
}
