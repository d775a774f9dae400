import { BLOCK_GROUPS, sectionBackgroundOptions } from '../adminUi'
import { ctaButtonsField, inlineRichTextField } from '../fields'
import { defineBlock } from '../defineBlock'

export const CtaBannerBlockConfig = defineBlock({
  slug: 'ctaBanner',
  interfaceName: 'CtaBannerBlock',
  labels: { singular: 'CTA banner', plural: 'CTA banners' },
  group: BLOCK_GROUPS.conversion,
  description: 'A coloured band with a headline and buttons asking to act.',
  fields: [
    { name: 'heading', label: 'Headline', type: 'text', required: true },
    inlineRichTextField('text', { label: 'Text' }),
    {
      name: 'backgroundColor',
      label: 'Background colour',
      type: 'select',
      options: sectionBackgroundOptions(),
      defaultValue: 'black',
      required: true,
      admin: { description: 'The band’s colour; on Black and Blue the text turns light by itself.' },
    },
    ctaButtonsField(),
  ],
})
