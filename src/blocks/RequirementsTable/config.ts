import { BLOCK_GROUPS } from '../adminUi'
import { defineBlock } from '../defineBlock'

/** The regulatory requirements for holding a number, by country and number type; a marketer places it on any page. */
export const RequirementsTableBlockConfig = defineBlock({
  slug: 'requirementsTable',
  interfaceName: 'RequirementsTableBlock',
  labels: { singular: 'Number requirements', plural: 'Number requirements tables' },
  group: BLOCK_GROUPS.pricing,
  description: 'What each country asks of you to hold a phone number, by number type.',
  fields: [
    {
      name: 'heading',
      label: 'Heading',
      type: 'text',
      admin: {
        description:
          'Optional, e.g. “Requirements by country”. The table’s rows come from the provider’s requirements list and stay up to date by themselves; visitors filter them by country and number type.',
      },
    },
    { name: 'text', label: 'Intro text', type: 'textarea', admin: { description: 'Optional. A sentence or two under the heading.' } },
  ],
})
