import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const calculatorFixture: BlockOf<'calculator'> = {
  blockType: 'calculator',
  kind: 'messaging',
  heading: 'Estimate your monthly cost',
  defaultCountry: 'US',
}
