import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const customerStoryListFixture: BlockOf<'customerStoryList'> = { blockType: 'customerStoryList', heading: 'Customer stories', limit: 3 }
