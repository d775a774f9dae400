import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const pageListFixture: BlockOf<'pageList'> = { blockType: 'pageList', heading: 'Products', family: 'products', limit: 3, paginate: false }
