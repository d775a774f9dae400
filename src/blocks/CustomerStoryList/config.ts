import { BLOCK_GROUPS } from '../adminUi'
import { defineBlock } from '../defineBlock'

export const CustomerStoryListBlockConfig = defineBlock({
  slug: 'customerStoryList',
  interfaceName: 'CustomerStoryListBlock',
  labels: { singular: 'Customer stories', plural: 'Customer stories lists' },
  group: BLOCK_GROUPS.lists,
  description: 'Cards of published customer stories, newest first.',
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', admin: { description: 'Optional. Shown above the stories.' } },
    {
      name: 'limit',
      label: 'How many stories',
      type: 'number',
      min: 1,
      max: 48,
      defaultValue: 6,
      required: true,
      admin: { description: 'The newest ones, up to 48.' },
    },
    {
      name: 'filters',
      label: 'Show industry and product filters',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Visitors can narrow the stories down; useful on the customer stories page itself.' },
    },
  ],
})
