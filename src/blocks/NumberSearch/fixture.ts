import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const numberSearchFixture: BlockOf<'numberSearch'> = {
  blockType: 'numberSearch',
  heading: 'Find a phone number',
  text: 'Local, toll-free and mobile numbers in over 100 countries.',
  defaultCountry: 'US',
}
