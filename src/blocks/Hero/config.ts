import { BLOCK_GROUPS } from '../adminUi'
import { ctaButtonsField, inlineRichTextField } from '../fields'
import { defineBlock } from '../defineBlock'

export const HeroBlockConfig = defineBlock({
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  group: BLOCK_GROUPS.layout,
  description: 'The page opening: big headline, short text, buttons and a picture.',
  fields: [
    { name: 'eyebrow', label: 'Small line above the headline', type: 'text', admin: { description: 'Optional, e.g. the product family (“Voice”).' } },
    { name: 'heading', label: 'Headline', type: 'text', required: true, admin: { description: 'The page’s main heading; a page has one.' } },
    inlineRichTextField('text', { label: 'Text' }),
    ctaButtonsField(),
    {
      name: 'media',
      label: 'Picture',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Optional. Beside the text on wide screens, below it on phones.' },
    },
  ],
})
