import { BLOCK_GROUPS } from '../adminUi'
import { defineBlock } from '../defineBlock'

export const ReleaseNoteListBlockConfig = defineBlock({
  slug: 'releaseNoteList',
  interfaceName: 'ReleaseNoteListBlock',
  labels: { singular: 'Release notes', plural: 'Release notes lists' },
  group: BLOCK_GROUPS.lists,
  description: 'The newest release notes, optionally page by page.',
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', admin: { description: 'Optional. Shown above the notes.' } },
    {
      name: 'limit',
      label: 'How many notes',
      type: 'number',
      min: 1,
      max: 48,
      defaultValue: 10,
      required: true,
      admin: { description: 'Per page when split into pages.' },
    },
    {
      name: 'paginate',
      label: 'Split into pages',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Adds page links (1, 2, 3…) so visitors can reach older notes; off shows only the newest.' },
    },
  ],
})
