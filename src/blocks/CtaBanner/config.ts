import type { Block } from 'payload'

import { SECTION_BACKGROUNDS, selectOptions } from '@/lib/design'

import { ctaButtonsField } from '../fields'

export const CtaBannerBlockConfig: Block = {
  slug: 'ctaBanner',
  interfaceName: 'CtaBannerBlock',
  labels: { singular: 'CTA banner', plural: 'CTA banners' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'backgroundColor', type: 'select', options: selectOptions(SECTION_BACKGROUNDS), defaultValue: 'black', required: true },
    ctaButtonsField(),
  ],
}
