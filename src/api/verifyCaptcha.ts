/** POST /api/verify-captcha {token, version}: hCaptcha's verdict on a widget token. */
import { z } from 'zod'

import { CAPTCHA_UNCONFIGURED, captchaPolicy, CaptchaUnavailableError, verifyHcaptcha } from '@/lib/forms'
import { env } from '@/lib/config/data'
import { clientKey } from '@/lib/requests'

import { defineEndpoint } from './endpoint'
import { jsonError } from './errors'

export const verifyCaptchaInput = z.object({
  token: z.string().min(1, 'is required').max(8192),
  // The widget's version as the page reports it; recorded with the answer, not interpreted.
  version: z.string().max(32).optional(),
})

export type CaptchaCheck = { success: true; enabled: boolean } | { success: false; errorCodes: string[] } | { unavailable: string } | { unconfigured: string }

/**
 * Shared by the forms that carry a captcha token (lib/forms/captchaPolicy): hCaptcha's verdict; without
 * HCAPTCHA_SECRET every token passes in development and tests, and in production without it (or without
 * the site key) none does. The message for that case is the visitor's (plain words, no variable names).
 */
export async function checkCaptcha(token: string, headers: Headers): Promise<CaptchaCheck> {
  const policy = captchaPolicy(env)
  if (policy === 'refuse') return { unconfigured: CAPTCHA_UNCONFIGURED }
  if (policy === 'open' || !env.hcaptcha) return { success: true, enabled: false }
  try {
    const result = await verifyHcaptcha(env.hcaptcha, token, clientKey(headers))
    return result.success ? { success: true, enabled: true } : { success: false, errorCodes: result.errorCodes }
  } catch (error) {
    if (error instanceof CaptchaUnavailableError) return { unavailable: error.message }
    throw error
  }
}

export const verifyCaptchaEndpoint = defineEndpoint({
  path: '/verify-captcha',
  method: 'post',
  body: verifyCaptchaInput,
  handler: async ({ req, body }) => {
    const check = await checkCaptcha(body.token, req.headers)
    if ('unconfigured' in check) return jsonError(503, 'captcha_unconfigured', check.unconfigured)
    if ('unavailable' in check) return jsonError(503, 'unavailable', `${check.unavailable}; try again shortly`)
    return Response.json({ ...check, version: body.version ?? null })
  },
})

/**
 * The gate the forms with a captcha share: answers the error response to send
 * (no captcha configured in production, token missing while hCaptcha is configured, refused,
 * or service down), or null to go on.
 */
export async function captchaGate(token: string | undefined, headers: Headers): Promise<Response | null> {
  if (captchaPolicy(env) === 'refuse') return jsonError(503, 'captcha_unconfigured', CAPTCHA_UNCONFIGURED)
  if (env.hcaptcha && !token) return jsonError(400, 'captcha_failed', 'Complete the captcha', [{ path: 'captchaToken', message: 'is required' }])
  const captcha = await checkCaptcha(token ?? '', headers)
  if ('unconfigured' in captcha) return jsonError(503, 'captcha_unconfigured', captcha.unconfigured)
  if ('unavailable' in captcha) return jsonError(503, 'unavailable', `${captcha.unavailable}; try again shortly`)
  if (!captcha.success) return jsonError(400, 'captcha_failed', 'The captcha was not solved; try it again', [{ path: 'captchaToken', message: 'was refused' }])
  return null
}
