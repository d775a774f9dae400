import type { CollectionConfig } from 'payload'

import { env } from '@/lib/env'

import { anyone, authenticated } from './shared/access'
import { revalidateShellAfterChange } from './shared/revalidate'

export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  admin: { useAsTitle: 'alt' },
  fields: [
    { name: 'alt', type: 'text', required: true, admin: { description: 'What the image shows, for screen readers.' } },
    { name: 'caption', type: 'text' },
  ],
  upload: {
    staticDir: env.mediaDir,
    mimeTypes: ['image/*', 'video/mp4', 'video/webm'],
    focalPoint: true,
    // Responsive sizes, served as WebP; width-only so the aspect ratio is kept.
    imageSizes: [
      { name: 'thumbnail', width: 400, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'card', width: 768, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'hero', width: 1440, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  hooks: {
    // A replaced image changes every page that shows it.
    afterChange: [revalidateShellAfterChange],
  },
}
