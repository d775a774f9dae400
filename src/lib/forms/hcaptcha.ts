/** hCaptcha's server-side verification (POST siteverify, form-encoded). */
import type { HcaptchaConfig } from '../config'

export type CaptchaResult = { success: boolean; errorCodes: string[] }

export class CaptchaUnavailableError extends Error {}

export async function verifyHcaptcha(config: HcaptchaConfig, token: string, remoteIp?: string, fetchImpl: typeof fetch = fetch): Promise<CaptchaResult> {
  const form = new URLSearchParams({ secret: config.secret, response: token })
  if (config.siteKey) form.set('sitekey', config.siteKey)
  if (remoteIp) form.set('remoteip', remoteIp)
  let response: Response
  try {
    response = await fetchImpl(config.verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(config.timeoutMs) })
  } catch {
    throw new CaptchaUnavailableError('The captcha service could not be reached')
  }
  if (!response.ok) throw new CaptchaUnavailableError(`The captcha service answered ${response.status}`)
  const body = (await response.json().catch(() => ({}))) as { success?: unknown; 'error-codes'?: unknown }
  return { success: body.success === true, errorCodes: Array.isArray(body['error-codes']) ? body['error-codes'].map(String) : [] }
}
