/**
 * Phone numbers (voice AI demo, abuse reports): checked with libphonenumber's
 * full metadata, and, when configured, with the phone-number validation
 * service. The service's free-plan-limit-exceeded error (code 16) falls back
 * to the local check and is logged, never shown to the visitor as a failure.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'
import type { PhoneServiceConfig } from '../config'
import { DEFAULT_COUNTRY } from '../coverage'

export type PhoneCheck =
  | { valid: true; e164: string; country: string | undefined; type: string | undefined; nationalNumber: string }
  | { valid: false; message: string; nationalNumber: string | undefined }

export function checkPhoneLocally(input: string, defaultCountry: CountryCode = DEFAULT_COUNTRY): PhoneCheck {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry)
  if (!parsed || !parsed.isValid())
    return { valid: false, message: 'must be a valid phone number, with its country code when outside the US', nationalNumber: parsed?.nationalNumber }
  return { valid: true, e164: parsed.number, country: parsed.country, type: parsed.getType(), nationalNumber: parsed.nationalNumber }
}

/** An E.164 number written the way its country writes it internationally ("+44 161 496 0078"); the input when it does not parse. */
export function formatPhoneNumber(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164
}

/** The service's answer: {valid} on success, or {success:false, error:{code, info}}. */
type ServiceAnswer = { valid?: boolean; success?: boolean; error?: { code?: number; info?: string } }

export const FREE_PLAN_LIMIT_EXCEEDED = 16

export type ServiceVerdict = { source: 'service'; valid: boolean } | { source: 'local'; reason: string }

/**
 * Asks the validation service about an E.164 number. Any trouble with the
 * service itself (limit reached, down, slow) answers `local`: the local check stands.
 */
export async function checkPhoneWithService(
  config: PhoneServiceConfig,
  e164: string,
  log: (message: string) => void,
  fetchImpl: typeof fetch = fetch,
): Promise<ServiceVerdict> {
  try {
    const url = new URL(config.url)
    url.searchParams.set('number', e164)
    url.searchParams.set('access_key', config.apiKey)
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(config.timeoutMs) })
    const answer = (await response.json().catch(() => ({}))) as ServiceAnswer
    if (answer.success === false || answer.error) {
      const code = answer.error?.code
      log(
        code === FREE_PLAN_LIMIT_EXCEEDED
          ? 'phone validation: free plan limit exceeded (code 16); using the local check'
          : `phone validation: service error ${code ?? response.status}; using the local check`,
      )
      return { source: 'local', reason: code === FREE_PLAN_LIMIT_EXCEEDED ? 'free-plan-limit' : 'service-error' }
    }
    if (!response.ok || typeof answer.valid !== 'boolean') {
      log(`phone validation: unexpected answer ${response.status}; using the local check`)
      return { source: 'local', reason: 'service-error' }
    }
    return { source: 'service', valid: answer.valid }
  } catch {
    log('phone validation: the service could not be reached; using the local check')
    return { source: 'local', reason: 'unreachable' }
  }
}
