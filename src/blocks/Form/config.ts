import type { Block } from 'payload'

import { SITE_FORM_IDS, SITE_FORMS } from '@/lib/forms'

export const FormBlockConfig: Block = {
  slug: 'form',
  interfaceName: 'FormBlock',
  fields: [
    {
      name: 'form',
      type: 'select',
      required: true,
      options: SITE_FORM_IDS.map((value) => ({ value, label: SITE_FORMS[value].label })),
    },
    { name: 'heading', type: 'text' },
    { name: 'text', type: 'textarea' },
  ],
}
