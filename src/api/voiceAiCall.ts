/**
 * GET /api/voice-ai/calls/:callId — the status of a demo call this site
 * started, for the call-status view. Only ids of stored demos are looked up,
 * so the endpoint cannot be used to probe the calls service.
 */
import { z } from 'zod'

import { env } from '@/lib/config/data'
import { fetchCallStatus } from '@/lib/voiceAi'
import type { CallStatus } from '@/lib/voiceAi'
import { isDemoCall } from '@/lib/voiceAi/data'

import { defineEndpoint } from './endpoint'
import { jsonError } from './errors'

export const voiceAiCallParams = z.object({
  callId: z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/, 'must be a call id'),
})

export const voiceAiCallEndpoint = defineEndpoint({
  path: '/voice-ai/calls/:callId',
  method: 'get',
  params: voiceAiCallParams,
  // Polled every few seconds during a call of at most five minutes.
  rateLimit: { limit: 120, windowMs: 60_000 },
  handler: async ({ req, params }) => {
    if (!(await isDemoCall(req, params.callId))) return jsonError(404, 'not_found', 'No demo call has this id')
    let status: CallStatus = 'unknown'
    if (env.voiceAiCalls) {
      try {
        status = await fetchCallStatus(env.voiceAiCalls, params.callId)
      } catch (error) {
        // The view falls back to its clock; a blip in the status service is not the visitor's problem.
        req.payload.logger.warn(`voice AI call status unavailable: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
    return Response.json({ callId: params.callId, status }, { headers: { 'cache-control': 'no-store' } })
  },
})
