import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const releaseNoteListFixture: BlockOf<'releaseNoteList'> = { blockType: 'releaseNoteList', heading: 'Release notes', limit: 3, paginate: false }
