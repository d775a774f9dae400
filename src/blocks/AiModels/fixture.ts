import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const aiModelsFixture: BlockOf<'aiModels'> = {
  blockType: 'aiModels',
  heading: 'Pick a model',
  text: 'Open models served on our own GPUs, billed per token.',
}
