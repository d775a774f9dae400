import { richText } from '@/lib/richText'

import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide): a reference with its section resolved, as a page's render has it. */
export const reusableSectionFixture: BlockOf<'reusableSection'> = {
  blockType: 'reusableSection',
  section: {
    id: 0,
    name: 'Compliance note',
    layout: [
      {
        blockType: 'richText',
        content: richText([{ type: 'p', text: 'A reusable section: the same band on many pages, edited once under Content → Reusable sections.' }]),
      },
    ],
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
}
