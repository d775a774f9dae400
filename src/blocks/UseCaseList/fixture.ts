import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const useCaseListFixture: BlockOf<'useCaseList'> = { blockType: 'useCaseList', heading: 'Use cases', limit: 3 }
