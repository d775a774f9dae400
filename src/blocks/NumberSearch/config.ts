import type { Block } from 'payload'

import { DEFAULT_COUNTRY, SUPPORTED_COUNTRIES } from '@/lib/countries'

/** Number availability search over GET /api/available-numbers, with a "get this number" call to action. */
export const NumberSearchBlockConfig: Block = {
  slug: 'numberSearch',
  interfaceName: 'NumberSearchBlock',
  labels: { singular: 'Number search', plural: 'Number searches' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Find a phone number' },
    { name: 'text', type: 'textarea' },
    { name: 'defaultCountry', type: 'select', options: [...SUPPORTED_COUNTRIES], defaultValue: DEFAULT_COUNTRY },
  ],
}
