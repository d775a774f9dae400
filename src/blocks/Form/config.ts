import type { Block } from 'payload'

import { MARKETING_FORMS, MARKETING_FORM_IDS } from '@/lib/forms'

export const FormBlockConfig: Block = {
  slug: 'form',
  interfaceName: 'FormBlock',
  fields: [
    {
      name: 'form',
      type: 'select',
      required: true,
      options: MARKETING_FORM_IDS.map((value) => ({ value, label: MARKETING_FORMS[value].label })),
    },
    { name: 'heading', type: 'text' },
    { name: 'text', type: 'textarea' },
  ],
}
