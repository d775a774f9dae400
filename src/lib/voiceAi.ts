/** The voice AI agent demo (spec §9: demo timeout 60, time limit 300 seconds). */
export const VOICE_AI_AGENTS = {
  'appointment-scheduler': { label: 'Appointment scheduler', description: 'Books, moves and confirms appointments against your calendar.' },
  'customer-support': { label: 'Customer support', description: 'Answers account and order questions and hands off to a person when needed.' },
  'restaurant-host': { label: 'Restaurant host', description: 'Takes reservations and answers questions about hours and the menu.' },
  'lead-qualifier': { label: 'Lead qualifier', description: 'Calls back new leads, asks the qualifying questions and books a meeting.' },
} as const

export type VoiceAiAgent = keyof typeof VOICE_AI_AGENTS
export const VOICE_AI_AGENT_NAMES = Object.keys(VOICE_AI_AGENTS) as [VoiceAiAgent, ...VoiceAiAgent[]]

export const DEMO_TIMEOUT_SECONDS = 60
export const DEMO_TIME_LIMIT_SECONDS = 300
