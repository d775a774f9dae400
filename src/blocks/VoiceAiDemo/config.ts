import { BLOCK_GROUPS } from '../adminUi'
import { defineBlock } from '../defineBlock'

/** The voice AI agent demo: pick an agent, leave a number, the agent calls (POST /api/voice-ai/setup). */
export const VoiceAiDemoBlockConfig = defineBlock({
  slug: 'voiceAiDemo',
  interfaceName: 'VoiceAiDemoBlock',
  labels: { singular: 'Voice AI demo', plural: 'Voice AI demos' },
  group: BLOCK_GROUPS.conversion,
  description: 'Visitors pick an AI voice agent and it phones them.',
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', defaultValue: 'Talk to a voice AI agent' },
    {
      name: 'text',
      label: 'Intro text',
      type: 'textarea',
      defaultValue: 'Choose an agent, leave your number, and it calls you within seconds.',
      admin: { description: 'Shown above the agents and the phone number field.' },
    },
  ],
})
