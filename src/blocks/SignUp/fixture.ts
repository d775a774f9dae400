import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const signUpFixture: BlockOf<'signUp'> = { blockType: 'signUp', heading: 'Create your account', text: 'USD 10 of free credit, no credit card required.' }
