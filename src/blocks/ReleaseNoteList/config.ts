import type { Block } from 'payload'

export const ReleaseNoteListBlockConfig: Block = {
  slug: 'releaseNoteList',
  interfaceName: 'ReleaseNoteListBlock',
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'limit', type: 'number', min: 1, max: 48, defaultValue: 10, required: true },
    { name: 'paginate', type: 'checkbox', defaultValue: false, admin: { description: 'Show pages (?page=N) instead of only the newest notes.' } },
  ],
}
