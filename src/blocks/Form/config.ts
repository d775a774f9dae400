import { SITE_FORM_IDS, SITE_FORMS } from '@/lib/forms'

import { BLOCK_GROUPS } from '../adminUi'
import { defineBlock } from '../defineBlock'
import { inlineRichTextField } from '../fields'

export const FormBlockConfig = defineBlock({
  slug: 'form',
  interfaceName: 'FormBlock',
  labels: { singular: 'Form', plural: 'Forms' },
  group: BLOCK_GROUPS.conversion,
  description: 'A ready-made form, such as Contact sales or a CSV download.',
  fields: [
    {
      name: 'form',
      label: 'Which form',
      type: 'select',
      required: true,
      options: SITE_FORM_IDS.map((value) => ({ value, label: SITE_FORMS[value].label })),
      admin: {
        description:
          'Each form’s fields are fixed. Answers are kept in the admin and sent on: marketing forms to the marketing tools, abuse reports to the abuse desk, subscriptions to the mailing list.',
      },
    },
    { name: 'heading', label: 'Heading', type: 'text', admin: { description: 'Optional. Shown above the form.' } },
    { name: 'text', label: 'Intro text', type: 'textarea', admin: { description: 'Optional. A sentence or two under the heading.' } },
    inlineRichTextField('aside', {
      label: 'Beside the form',
      admin: {
        description:
          'Optional. More to read next to the form, such as other ways to reach the team (sales, support, press) with their e-mail addresses. On wide screens the heading, intro and this text sit on the left and the form on the right; on phones this text follows the form. Select words to make them bold or to link them (a page, https://… or mailto:…).',
      },
    }),
  ],
})
