import type { Block } from 'payload'

import { DEFAULT_COUNTRY, PRICING_COUNTRIES } from '@/lib/countries'

export const CALCULATOR_KINDS = ['messaging', 'iot-sim'] as const

export const CalculatorBlockConfig: Block = {
  slug: 'calculator',
  interfaceName: 'CalculatorBlock',
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'messaging',
      options: [
        { label: 'Messaging', value: 'messaging' },
        { label: 'IoT SIM', value: 'iot-sim' },
      ],
    },
    { name: 'heading', type: 'text' },
    { name: 'text', type: 'textarea' },
    { name: 'defaultCountry', type: 'select', options: [...PRICING_COUNTRIES], defaultValue: DEFAULT_COUNTRY },
  ],
}
