import type { Block } from 'payload'

import { BLOCK_GROUPS, blockPicker } from '../adminUi'

export const RichTextBlockConfig: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  admin: blockPicker('richText', BLOCK_GROUPS.textAndMedia, 'Formatted text: headings, paragraphs, lists and links.'),
  fields: [{ name: 'content', label: 'Text', type: 'richText', required: true }],
}
