import { BLOCK_GROUPS, blockPicker } from '../adminUi'
import { defineBlock } from '../defineBlock'

export const RichTextBlockConfig = defineBlock({
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  admin: blockPicker('richText', BLOCK_GROUPS.textAndMedia, 'Formatted text: headings, paragraphs, lists and links.'),
  fields: [{ name: 'content', label: 'Text', type: 'richText', required: true }],
})
