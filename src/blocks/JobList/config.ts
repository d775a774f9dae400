import { BLOCK_GROUPS } from '../adminUi'
import { defineBlock } from '../defineBlock'

/** The open roles by department; the roles come from the job board (JOB_BOARD_URL) or the seeded list, not from the admin. */
export const JobListBlockConfig = defineBlock({
  slug: 'jobList',
  interfaceName: 'JobListBlock',
  labels: { singular: 'Job list', plural: 'Job lists' },
  group: BLOCK_GROUPS.lists,
  description: 'Open jobs by department, taken from the job board.',
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', defaultValue: 'Open roles' },
    {
      name: 'text',
      label: 'Intro text',
      type: 'textarea',
      admin: { description: 'Optional. The jobs themselves come from the job board; there is nothing to type.' },
    },
  ],
})
