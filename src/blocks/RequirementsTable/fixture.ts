import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const requirementsTableFixture: BlockOf<'requirementsTable'> = {
  blockType: 'requirementsTable',
  heading: 'Requirements by country',
  text: 'Filter by country and number type.',
}
