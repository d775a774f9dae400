import { richText } from '@/lib/richText'

import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const richTextFixture: BlockOf<'richText'> = {
  blockType: 'richText',
  content: richText([
    { type: 'h2', text: 'Rich text' },
    { type: 'p', text: 'Paragraphs, headings and lists written in the admin’s editor.' },
    { type: 'ul', items: ['Carrier-grade routing', 'HD codecs', 'Real-time media streaming'] },
  ]),
}
