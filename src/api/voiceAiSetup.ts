/**
 * POST /api/voice-ai/setup — the voice AI demo sign-up: captcha (whenever hCaptcha is configured;
 * in production without it the demo is off), phone check (a person's mobile or landline, never a
 * premium, service or emergency number), at most N demos per number per 24 hours, stored, then the
 * demo call is started at once (or retried by a job).
 */
import { z } from 'zod'

import { captchaPolicy, checkPhoneLocally, checkPhoneWithService, EMAIL_MAX_LENGTH } from '@/lib/forms'
import { env } from '@/lib/config/data'
import { demoCallId, queueDemoCall, startDemoFor, storeDemoSetup } from '@/lib/voiceAi/data'
import { demoNumberRefusal, demoUnavailableReason, VOICE_AI_AGENT_NAMES } from '@/lib/voiceAi'
import { reportError } from '@/lib/monitoring'

import { defineEndpoint } from './endpoint'
import { jsonError } from './errors'
import { captchaGate } from './verifyCaptcha'
import { DEFAULT_COUNTRY } from '@/lib/coverage'

export const voiceAiSetupInput = z.object({
  name: z.string().trim().min(1, 'is required').max(200),
  email: z.string().trim().max(EMAIL_MAX_LENGTH).email('must be an e-mail address'),
  phone: z.string().trim().min(3, 'is required').max(40),
  /** ISO code for reading a national number; international (+…) numbers carry their own. */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .toUpperCase()
    .optional(),
  company: z.string().trim().max(200).optional(),
  /** The company's site, so the demo agent can speak about it. */
  website: z
    .string()
    .trim()
    .max(253)
    .transform((value) =>
      value
        .replace(/^https?:\/\//i, '')
        .replace(/\/.*$/, '')
        .toLowerCase(),
    )
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
    // The demo calls whatever number it is given: never without a captcha in production.
    const unavailable = demoUnavailableReason(captchaPolicy(env))
    if (unavailable) return jsonError(503, 'demo_unavailable', unavailable)
    // Whenever hCaptcha is configured the form shows it and the server requires it (the voiceAiHcaptcha flag no longer turns it off).
    const refused = await captchaGate(body.captchaToken, req.headers)
    if (refused) return refused

    const phone = checkPhoneLocally(body.phone, (body.country ?? DEFAULT_COUNTRY) as Parameters<typeof checkPhoneLocally>[1])
    const numberRefusal = demoNumberRefusal(body.phone, phone.nationalNumber, phone.valid ? phone.type : undefined)
    if (numberRefusal && (phone.valid || numberRefusal === 'is an emergency number')) {
      return jsonError(400, 'invalid_input', 'Some fields are missing or invalid', [{ path: 'phone', message: numberRefusal }])
    }
    if (!phone.valid) return jsonError(400, 'invalid_input', 'Some fields are missing or invalid', [{ path: 'phone', message: phone.message }])
    if (env.phoneValidation) {
      const verdict = await checkPhoneWithService(env.phoneValidation, phone.e164, (message) => req.payload.logger.warn(message))
      if (verdict.source === 'service' && !verdict.valid)
        return jsonError(400, 'invalid_input', 'Some fields are missing or invalid', [{ path: 'phone', message: 'is not a reachable phone number' }])
    }

    const limit = env.voiceAiDemo.callsPerNumberPerDay
    const setup = await storeDemoSetup(
      req,
      { name: body.name, email: body.email, phone: phone.e164, company: body.company, website: body.website || undefined, agent: body.agent },
      limit,
    )
    if (!setup) {
      return jsonError(
        429,
        'rate_limited',
        `This number has had its ${limit} demo calls for today; try again tomorrow`,
        [{ path: 'phone', message: 'has had its demo calls for today' }],
        { 'Retry-After': String(24 * 60 * 60) },
      )
    }
    let status: 'started' | 'pending' | 'unconfigured'
    try {
      const outcome = await startDemoFor(req, setup.id)
      status = outcome === 'started' ? 'started' : 'unconfigured'
    } catch (error) {
      // Stored; a job retries the call a few times.
      reportError(error, { url: req.url, endpoint: '/voice-ai/setup' })
      await queueDemoCall(req, setup.id)
      status = 'pending'
    }
    const callId = await demoCallId(req, setup.id)
    return Response.json(
      {
        id: setup.id,
        status,
        callId,
        demo: { timeoutSeconds: env.voiceAiDemo.timeoutSeconds, timeLimitSeconds: env.voiceAiDemo.timeLimitSeconds },
      },
      { status: 201 },
    )
  },
})
