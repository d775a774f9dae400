import { inlineRichText } from '@/lib/richText'

import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const heroFixture: BlockOf<'hero'> = {
  blockType: 'hero',
  eyebrow: 'Voice',
  heading: 'Programmable voice on a private network',
  text: inlineRichText('Place, receive and control calls in **over 100 countries** with a few REST requests.'),
  buttons: [
    { label: 'Sign up free', href: '/sign-up', kind: 'primary' },
    { label: 'Contact sales', href: '/contact-us', kind: 'secondary' },
  ],
}
