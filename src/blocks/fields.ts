import type { ArrayField, Field } from 'payload'

import { BUTTON_KINDS, selectOptions } from '@/lib/design'

/** A link a marketer types: a path on this site, a `#hash`, `tel:` or a full address. */
export function linkFields(required = true): Field[] {
  return [
    { name: 'label', type: 'text', required },
    {
      name: 'href',
      type: 'text',
      required,
      admin: { description: 'A path such as /pricing, a #section, tel:… or a full https:// address.' },
    },
  ]
}

/** A list of call-to-action buttons. */
export const ctaButtonsField = (name = 'buttons'): ArrayField => ({
  name,
  type: 'array',
  maxRows: 3,
  fields: [
    ...linkFields(),
    { name: 'kind', type: 'select', options: selectOptions(BUTTON_KINDS), defaultValue: 'primary', required: true },
  ],
})
