/** Retries a voice AI demo call that could not be started when the visitor asked. */
import type { PayloadRequest, TaskConfig } from 'payload'

import { env } from '../config/data'
import { startVoiceAiDemo } from './voiceAiSetup'
import { withRowReserved } from '../jobs/data'

export const START_VOICE_AI_DEMO = 'startVoiceAiDemo'

/**
 * Starts the call for a stored setup and records the outcome on the row; throws when the service fails and may
 * answer another time. The row is reserved while the call is asked for (deliver.ts), so the endpoint's own attempt
 * and a job never both start a call. 'refused': the service refused it for good (the row shows why; no retry).
 */
export async function startDemoFor(req: PayloadRequest, id: number): Promise<'started' | 'unconfigured' | 'refused' | 'missing'> {
  const row = await req.payload.findByID({ collection: 'voice-ai-setups', id, depth: 0, req, disableErrors: true })
  if (!row) return 'missing'
  const config = env.voiceAiSetup
  if (!config) {
    await req.payload.update({ collection: 'voice-ai-setups', id, data: { status: 'unconfigured' }, req })
    return 'unconfigured'
  }
  const request = { name: row.name, email: row.email, phone: row.phone, company: row.company ?? undefined, website: row.website ?? undefined, agent: row.agent }
  const result = await withRowReserved(
    req,
    'voice-ai-setups',
    id,
    (idempotencyKey) => startVoiceAiDemo(config, request, { idempotencyKey }),
    (answer) => answer.callId,
  )
  if (result.outcome === 'refused' || result.outcome === 'failed') return 'refused'
  return result.outcome === 'missing' ? 'missing' : 'started'
}

export const startVoiceAiDemoTask: TaskConfig<'startVoiceAiDemo'> = {
  slug: START_VOICE_AI_DEMO,
  label: 'Start a voice AI demo call',
  inputSchema: [{ name: 'setup', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  // A demo is only useful soon after it was asked for: a few quick retries, then a final error (the admin's "retry now" can still run it).
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 2000 } },
  handler: async ({ input, req }) => ({ output: { outcome: await startDemoFor(req, input.setup) } }),
}
