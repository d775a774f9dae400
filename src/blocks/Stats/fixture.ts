import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const statsFixture: BlockOf<'stats'> = {
  blockType: 'stats',
  heading: 'Stats',
  items: [
    { value: '99.999%', label: 'voice uptime SLA' },
    { value: '18', label: 'points of presence' },
  ],
}
