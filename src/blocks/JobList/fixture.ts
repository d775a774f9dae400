import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const jobListFixture: BlockOf<'jobList'> = {
  blockType: 'jobList',
  heading: 'Open roles',
  text: 'Remote-first roles across engineering, network operations, product and sales.',
}
