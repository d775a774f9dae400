import type { Block } from 'payload'

/** The open roles by department; the roles come from the job board (JOB_BOARD_URL) or the seeded list, not from the admin. */
export const JobListBlockConfig: Block = {
  slug: 'jobList',
  interfaceName: 'JobListBlock',
  labels: { singular: 'Job list', plural: 'Job lists' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Open roles' },
    { name: 'text', type: 'textarea' },
  ],
}
