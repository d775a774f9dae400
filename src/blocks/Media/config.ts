import type { Block } from 'payload'

export const MediaBlockConfig: Block = {
  slug: 'media',
  interfaceName: 'MediaBlock',
  fields: [
    { name: 'media', type: 'upload', relationTo: 'media', admin: { description: 'An image or a video file.' } },
    {
      name: 'videoUrl',
      type: 'text',
      admin: { description: 'A hosted video address (used instead of the file when set).' },
    },
    { name: 'caption', type: 'text' },
  ],
}
