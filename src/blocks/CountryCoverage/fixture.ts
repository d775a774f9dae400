import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const countryCoverageFixture: BlockOf<'countryCoverage'> = {
  blockType: 'countryCoverage',
  heading: 'Where we operate',
  text: 'Search by country name, code or dial code.',
}
