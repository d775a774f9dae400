/**
 * The demo requests a visitor makes (voice_ai_setups): stored before the call is attempted, counted per
 * number and day under a lock so the limit holds across servers and simultaneous requests.
 */
import type { PayloadRequest } from 'payload'

import type { VoiceAiSetup } from '@/payload-types'

import { inTransaction, lockForTransaction } from '../db/data'
import { JOBS_QUEUE } from '../jobs'
import { START_VOICE_AI_DEMO } from './startVoiceAiDemo'

export type DemoSetupInput = Pick<VoiceAiSetup, 'name' | 'email' | 'phone' | 'company' | 'website' | 'agent'>

/** Stores a demo request, unless its number has had `perDay` in the last 24 hours (then undefined). */
export async function storeDemoSetup(req: PayloadRequest, input: DemoSetupInput, perDay: number): Promise<{ id: number } | undefined> {
  return inTransaction(req, async () => {
    await lockForTransaction(req, `voice-ai-demo:${input.phone}`)
    const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString()
    const recent = await req.payload.count({
      collection: 'voice-ai-setups',
      where: { and: [{ phone: { equals: input.phone } }, { createdAt: { greater_than: since } }] },
      overrideAccess: true,
      req,
    })
    if (recent.totalDocs >= perDay) return undefined
    return req.payload.create({ collection: 'voice-ai-setups', data: { ...input, status: 'pending' }, overrideAccess: true, req })
  })
}

/** Queues the demo's call for a job to retry (the first attempt failed). */
export async function queueDemoCall(req: PayloadRequest, id: number): Promise<void> {
  await req.payload.jobs.queue({ task: START_VOICE_AI_DEMO, input: { setup: id }, queue: JOBS_QUEUE })
}

/** The call id the service gave a demo, once it has. */
export async function demoCallId(req: PayloadRequest, id: number): Promise<string | null> {
  const stored = await req.payload.findByID({ collection: 'voice-ai-setups', id, depth: 0, overrideAccess: true })
  return stored.callId ?? null
}

/** Whether a call id is one of this site's demo calls (GET /api/voice-ai/calls/{id} answers only for those). */
export async function isDemoCall(req: PayloadRequest, callId: string): Promise<boolean> {
  const found = await req.payload.find({
    collection: 'voice-ai-setups',
    where: { callId: { equals: callId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { callId: true },
  })
  return found.docs.length > 0
}
