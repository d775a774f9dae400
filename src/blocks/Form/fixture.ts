import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const formFixture: BlockOf<'form'> = { blockType: 'form', form: 'contact-sales', heading: 'Talk to sales', text: 'We reply within one business day.' }
