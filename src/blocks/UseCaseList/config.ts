import { BLOCK_GROUPS } from '../adminUi'
import { defineBlock } from '../defineBlock'

export const UseCaseListBlockConfig = defineBlock({
  slug: 'useCaseList',
  interfaceName: 'UseCaseListBlock',
  labels: { singular: 'Use cases', plural: 'Use cases lists' },
  group: BLOCK_GROUPS.lists,
  description: 'Cards of published use cases, filtered by industry, product and words.',
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', admin: { description: 'Optional. Shown above the filters.' } },
    {
      name: 'limit',
      label: 'Use cases per page',
      type: 'number',
      min: 1,
      max: 48,
      defaultValue: 12,
      required: true,
      admin: { description: 'Shown at first, and added by each “Show more”.' },
    },
  ],
})
