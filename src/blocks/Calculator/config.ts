import type { Block } from 'payload'

import { CALCULATOR_KINDS, CALCULATORS } from '@/lib/calculators'
import { DEFAULT_COUNTRY, PRICING_COUNTRIES } from '@/lib/countries'

export const CalculatorBlockConfig: Block = {
  slug: 'calculator',
  interfaceName: 'CalculatorBlock',
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'messaging',
      options: CALCULATOR_KINDS.map((value) => ({ value, label: CALCULATORS[value].label })),
    },
    { name: 'heading', type: 'text' },
    { name: 'text', type: 'textarea' },
    { name: 'defaultCountry', type: 'select', options: [...PRICING_COUNTRIES], defaultValue: DEFAULT_COUNTRY },
  ],
}
