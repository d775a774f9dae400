import type { Block } from 'payload'

export const LogoWallBlockConfig: Block = {
  slug: 'logoWall',
  interfaceName: 'LogoWallBlock',
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'logos',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'logo', type: 'upload', relationTo: 'media' },
        { name: 'href', type: 'text' },
      ],
    },
  ],
}
