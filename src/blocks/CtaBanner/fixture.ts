import { inlineRichText } from '@/lib/richText'

import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const ctaBannerFixture: BlockOf<'ctaBanner'> = {
  blockType: 'ctaBanner',
  heading: 'Build with Ostra today',
  text: inlineRichText('Free credit to test every API. See [pricing](/pricing) or read [the docs](https://developers.ostra.com).'),
  backgroundColor: 'blue',
  buttons: [{ label: 'Sign up free', href: '/sign-up', kind: 'primary' }],
}
