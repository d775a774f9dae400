import type { Block } from 'payload'

/** The voice AI agent demo: pick an agent, leave a number, the agent calls (POST /api/voice-ai/setup). */
export const VoiceAiDemoBlockConfig: Block = {
  slug: 'voiceAiDemo',
  interfaceName: 'VoiceAiDemoBlock',
  labels: { singular: 'Voice AI demo', plural: 'Voice AI demos' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Talk to a voice AI agent' },
    { name: 'text', type: 'textarea', defaultValue: 'Choose an agent, leave your number, and it calls you within seconds.' },
  ],
}
