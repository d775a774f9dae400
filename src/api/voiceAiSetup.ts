/**
 * POST /api/voice-ai/setup — the voice AI demo sign-up: captcha (behind the
 * voiceAiHcaptcha flag), phone check,
 * stored, then the demo call is started at once (or retried by a job).
 */
import { z } from 'zod'

import { env } from '@/lib/env'
import { getFlags } from '@/lib/featureFlags'
import { JOBS_QUEUE } from '@/lib/jobs'
import { checkPhoneLocally, checkPhoneWithService } from '@/lib/phone'
import { START_VOICE_AI_DEMO, startDemoFor } from '@/lib/tasks/startVoiceAiDemo'
import { VOICE_AI_AGENT_NAMES } from '@/lib/voiceAi'
import { reportError } from '@/lib/reportError'

import { defineEndpoint } from './endpoint'
import { jsonError } from './errors'
import { inTransaction } from './transaction'
import { captchaGate } from './verifyCaptcha'

export const voiceAiSetupInput = z.object({
  name: z.string().trim().min(1, 'is required').max(200),
  email: z.string().trim().max(254).email('must be an e-mail address'),
  phone: z.string().trim().min(3, 'is required').max(40),
  /** ISO code for reading a national number; international (+…) numbers carry their own. */
  country: z.string().regex(/^[A-Za-z]{2}$/).toUpperCase().optional(),
  company: z.string().trim().max(200).optional(),
  /** The company's site, so the demo agent can speak about it. */
  website: z
    .string()
    .trim()
    .max(253)
    .transform((value) => value.replace(/^https?:\/\//i, '').replace(/\/.*$/, '').toLowerCase())
    .pipe(z.string().regex(/^$|^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a domain such as example.com'))
    .optional(),
  agent: z.enum(VOICE_AI_AGENT_NAMES, { message: `must be one of ${VOICE_AI_AGENT_NAMES.join(', ')}` }),
  captchaToken: z.string().max(8192).optional(),
})

export const voiceAiSetupEndpoint = defineEndpoint({
  path: '/voice-ai/setup',
  method: 'post',
  body: voiceAiSetupInput,
  handler: async ({ req, body }) => {
    // The form shows the captcha only while its flag is on; the server asks for exactly what the form shows.
    const refused = (await getFlags()).voiceAiHcaptcha ? await captchaGate(body.captchaToken, req.headers) : null
    if (refused) return refused

    const phone = checkPhoneLocally(body.phone, (body.country ?? 'US') as Parameters<typeof checkPhoneLocally>[1])
    if (!phone.valid) return jsonError(400, 'invalid_input', 'Some fields are missing or invalid', [{ path: 'phone', message: phone.message }])
    if (env.phoneValidation) {
      const verdict = await checkPhoneWithService(env.phoneValidation, phone.e164, (message) => req.payload.logger.warn(message))
      if (verdict.source === 'service' && !verdict.valid) return jsonError(400, 'invalid_input', 'Some fields are missing or invalid', [{ path: 'phone', message: 'is not a reachable phone number' }])
    }

    const setup = await inTransaction(req, () =>
      req.payload.create({
        collection: 'voice-ai-setups',
        data: { name: body.name, email: body.email, phone: phone.e164, company: body.company, website: body.website || undefined, agent: body.agent, status: 'pending' },
        overrideAccess: true,
        req,
      }),
    )
    let status: 'started' | 'pending' | 'unconfigured'
    try {
      const outcome = await startDemoFor(req, setup.id)
      status = outcome === 'started' ? 'started' : 'unconfigured'
    } catch (error) {
      // Stored; a job retries the call a few times.
      reportError(error, { url: req.url, endpoint: '/voice-ai/setup' })
      await req.payload.jobs.queue({ task: START_VOICE_AI_DEMO, input: { setup: setup.id }, queue: JOBS_QUEUE })
      status = 'pending'
    }
    const stored = await req.payload.findByID({ collection: 'voice-ai-setups', id: setup.id, depth: 0, overrideAccess: true })
    return Response.json(
      {
        id: setup.id,
        status,
        callId: stored.callId ?? null,
        demo: { timeoutSeconds: env.voiceAiDemo.timeoutSeconds, timeLimitSeconds: env.voiceAiDemo.timeLimitSeconds },
      },
      { status: 201 },
    )
  },
})
