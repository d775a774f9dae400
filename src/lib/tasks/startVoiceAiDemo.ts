/** Retries a voice AI demo call that could not be started when the visitor asked. */
import type { PayloadRequest, TaskConfig } from 'payload'

import { env } from '../env'
import { startVoiceAiDemo } from '../integrations/voiceAiSetup'

export const START_VOICE_AI_DEMO = 'startVoiceAiDemo'

/** Starts the call for a stored setup and records the outcome on the row; throws when the service fails. */
export async function startDemoFor(req: PayloadRequest, id: number): Promise<'started' | 'unconfigured' | 'missing'> {
  const row = await req.payload.findByID({ collection: 'voice-ai-setups', id, depth: 0, req, disableErrors: true })
  if (!row) return 'missing'
  if (!env.voiceAiSetup) {
    await req.payload.update({ collection: 'voice-ai-setups', id, data: { status: 'unconfigured' }, req })
    return 'unconfigured'
  }
  try {
    const answer = await startVoiceAiDemo(env.voiceAiSetup, { name: row.name, email: row.email, phone: row.phone, company: row.company ?? undefined, website: row.website ?? undefined, agent: row.agent })
    await req.payload.update({ collection: 'voice-ai-setups', id, data: { status: 'started', callId: answer.callId, lastError: null }, req })
    return 'started'
  } catch (error) {
    await req.payload.update({ collection: 'voice-ai-setups', id, data: { status: 'pending', lastError: error instanceof Error ? error.message : String(error) }, req })
    throw error
  }
}

export const startVoiceAiDemoTask: TaskConfig<'startVoiceAiDemo'> = {
  slug: START_VOICE_AI_DEMO,
  label: 'Start a voice AI demo call',
  inputSchema: [{ name: 'setup', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  // A demo is only useful soon after it was asked for: a few quick retries.
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 2000 } },
  handler: async ({ input, req }) => ({ output: { outcome: await startDemoFor(req, input.setup) } }),
}
