import { BLOCK_GROUPS } from '../adminUi'
import { defineBlock } from '../defineBlock'

export const RichTextBlockConfig = defineBlock({
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  group: BLOCK_GROUPS.textAndMedia,
  description: 'Formatted text: headings, paragraphs, lists and links.',
  fields: [{ name: 'content', label: 'Text', type: 'richText', required: true }],
})
