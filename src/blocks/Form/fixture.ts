import { inlineRichText } from '@/lib/richText'

import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background: the words on the left, the form beside them. */
export const formFixture: BlockOf<'form'> = {
  blockType: 'form',
  form: 'contact-sales',
  heading: 'Talk to sales',
  text: 'We reply within one business day.',
  aside: inlineRichText('**Support**\nCustomers open tickets in Mission Control.\n\n**Press**\nWrite to [press@ostra.com](mailto:press@ostra.com).'),
}
