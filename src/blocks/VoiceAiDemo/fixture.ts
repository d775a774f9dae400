import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const voiceAiDemoFixture: BlockOf<'voiceAiDemo'> = {
  blockType: 'voiceAiDemo',
  heading: 'Talk to a voice AI agent',
  text: 'Choose an agent, leave your number, and it calls you within seconds.',
}
