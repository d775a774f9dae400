import { DEFAULT_COUNTRY, SUPPORTED_COUNTRIES } from '@/lib/coverage'

import { BLOCK_GROUPS } from '../adminUi'
import { defineBlock } from '../defineBlock'

/** Number availability search over GET /api/available-numbers, with a "get this number" call to action. */
export const NumberSearchBlockConfig = defineBlock({
  slug: 'numberSearch',
  interfaceName: 'NumberSearchBlock',
  labels: { singular: 'Number search', plural: 'Number searches' },
  group: BLOCK_GROUPS.pricing,
  description: 'Visitors search phone numbers they can buy, by country.',
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', defaultValue: 'Find a phone number' },
    { name: 'text', label: 'Intro text', type: 'textarea', admin: { description: 'Optional. A sentence or two under the heading.' } },
    { name: 'defaultCountry', label: 'Country selected first', type: 'select', options: [...SUPPORTED_COUNTRIES], defaultValue: DEFAULT_COUNTRY },
  ],
})
