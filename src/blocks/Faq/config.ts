import { BLOCK_GROUPS, arrayRowLabel } from '../adminUi'
import { inlineRichTextField } from '../fields'
import { defineBlock } from '../defineBlock'

export const FaqBlockConfig = defineBlock({
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  group: BLOCK_GROUPS.textAndMedia,
  description: 'Questions that open to show their answers when clicked.',
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', defaultValue: 'Frequently asked questions' },
    {
      name: 'items',
      label: 'Questions',
      labels: { singular: 'Question', plural: 'Questions' },
      type: 'array',
      minRows: 1,
      // A new FAQ arrives with two empty questions to type into (see CardGrid's cards).
      defaultValue: () => [{}, {}],
      admin: { description: 'Search engines may show these as FAQ results.', components: { RowLabel: arrayRowLabel('Question', ['question']) } },
      fields: [{ name: 'question', label: 'Question', type: 'text', required: true }, inlineRichTextField('answer', { label: 'Answer', required: true })],
    },
  ],
})
