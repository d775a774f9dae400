import { inlineRichText } from '@/lib/richText'

import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const faqFixture: BlockOf<'faq'> = {
  blockType: 'faq',
  heading: 'Frequently asked questions',
  items: [
    {
      question: 'Is there a free trial?',
      answer: inlineRichText(
        'Yes: every account starts with **free credit**.\n\nCompare the [plans](/pricing), read [the documentation](https://developers.ostra.com) or jump to [the section above](#fixture-section).',
      ),
    },
  ],
}
