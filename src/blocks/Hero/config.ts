import type { Block } from 'payload'

import { ctaButtonsField } from '../fields'

export const HeroBlockConfig: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    { name: 'eyebrow', type: 'text' },
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    ctaButtonsField(),
    { name: 'media', type: 'upload', relationTo: 'media' },
  ],
}
