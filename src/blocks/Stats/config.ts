import { BLOCK_GROUPS, arrayRowLabel } from '../adminUi'
import { defineBlock } from '../defineBlock'

export const StatsBlockConfig = defineBlock({
  slug: 'stats',
  interfaceName: 'StatsBlock',
  labels: { singular: 'Stats', plural: 'Stats' },
  group: BLOCK_GROUPS.textAndMedia,
  description: 'Big numbers with a short label, like “99.999% uptime”.',
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', admin: { description: 'Optional. Shown above the numbers.' } },
    {
      name: 'items',
      label: 'Numbers',
      labels: { singular: 'Number', plural: 'Numbers' },
      type: 'array',
      minRows: 1,
      admin: { components: { RowLabel: arrayRowLabel('Number', ['value', 'label'], ' ') } },
      fields: [
        { name: 'value', label: 'Number', type: 'text', required: true, admin: { description: 'Shown large, e.g. 99.999% or 180+.' } },
        { name: 'label', label: 'What it counts', type: 'text', required: true, admin: { description: 'Shown under the number, e.g. uptime.' } },
      ],
    },
  ],
})
