import { describe, expect, it } from 'vitest'

import { captchaFormsAvailable, captchaPolicy, productionCaptchaCheck } from '@/lib/forms/captchaPolicy'
import { confirmationToken, readConfirmationToken } from '@/lib/forms/doubleOptIn'
import { checkPhoneLocally } from '@/lib/forms/phone'
import { sign, unsign } from '@/lib/signing'
import { signedIdCookie, signedIdFrom } from '@/lib/tracking/signedId'
import { demoNumberRefusal } from '@/lib/voiceAi/voiceAi'

describe('signed values', () => {
  it('give back only what this key signed', () => {
    const signed = sign('abc.def', 'k1')
    expect(unsign(signed, 'k1')).toBe('abc.def')
    expect(unsign(signed, 'k2')).toBeUndefined()
    expect(unsign(`${signed.slice(0, -1)}A`, 'k1')).toBeUndefined()
    expect(unsign('no-signature', 'k1')).toBeUndefined()
    expect(unsign(undefined, 'k1')).toBeUndefined()
  })

  it('the messenger id is read only from a validly signed cookie', () => {
    const cookie = signedIdCookie('0f8fad5b-d9cb-469f-a165-70867728950e', 'key', true).split(';')[0]
    expect(signedIdFrom(`a=b; ${cookie}`, 'key')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e')
    expect(signedIdFrom(cookie, 'other-key')).toBeUndefined()
    // An id outside the minted shape, even if signed, is refused.
    expect(signedIdFrom(`ostra_aid=${sign('victim@x.com', 'key')}`, 'key')).toBeUndefined()
  })
})

describe('confirmation links', () => {
  const now = Date.UTC(2026, 10, 24)
  it('name one row of one list or form, and expire after 7 days', () => {
    const token = confirmationToken({ kind: 'subscription', id: 42, list: 'release-notes' }, 'key', now)
    expect(readConfirmationToken(token, 'key', now + 6 * 86_400_000)).toEqual({ ok: true, target: { kind: 'subscription', id: 42, list: 'release-notes' } })
    expect(readConfirmationToken(token, 'key', now + 8 * 86_400_000)).toEqual({ ok: false, reason: 'expired' })
    expect(readConfirmationToken(token, 'another-key', now)).toEqual({ ok: false, reason: 'invalid' })
    const form = confirmationToken({ kind: 'form', id: 7, form: 'pricing-csv' }, 'key', now)
    expect(readConfirmationToken(form, 'key', now)).toEqual({ ok: true, target: { kind: 'form', id: 7, form: 'pricing-csv' } })
    // Signed, but for a row id PostgreSQL cannot hold, or a list that does not exist.
    expect(readConfirmationToken(confirmationToken({ kind: 'form', id: 2 ** 31, form: 'pricing-csv' }, 'key', now), 'key', now)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(readConfirmationToken(sign(`s.newsletter.1.${now / 1000 + 100}`, 'key'), 'key', now)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('a link e-mailed under a form’s former camelCase id still names the form by its id now', () => {
    const old = sign(`f.pricingCsv.7.${now / 1000 + 100}`, 'key')
    expect(readConfirmationToken(old, 'key', now)).toEqual({ ok: true, target: { kind: 'form', id: 7, form: 'pricing-csv' } })
    expect(readConfirmationToken(sign(`f.pricingCalculator.8.${now / 1000 + 100}`, 'key'), 'key', now)).toEqual({
      ok: true,
      target: { kind: 'form', id: 8, form: 'pricing-calculator' },
    })
  })
})

describe('numbers the voice AI demo may call', () => {
  const refusal = (input: string) => {
    const phone = checkPhoneLocally(input)
    return demoNumberRefusal(input, phone.nationalNumber, phone.valid ? phone.type : undefined)
  }
  it('a person’s mobile or landline', () => {
    for (const number of ['+1 415 201 1234', '+44 20 7946 0123', '+49 151 1234 5678', '+33 6 12 34 56 78']) expect(refusal(number), number).toBeUndefined()
  })
  it('never premium-rate, toll-free, personal or emergency numbers', () => {
    for (const number of ['+44 909 879 0000', '+1 800 555 0199', '+44 70 1234 5678', '+33 8 99 12 34 56'])
      expect(refusal(number), number).toMatch(/mobile or landline/)
    for (const number of ['911', '+1 911', '112', '+44 999', '000']) expect(refusal(number), number).toBe('is an emergency number')
  })
})

describe('captcha in production', () => {
  it('verifies when configured, refuses in production without it, lets dev and tests through', () => {
    expect(captchaPolicy({ appEnv: 'production', hcaptcha: { secret: 's', siteKey: 'k' } })).toBe('verify')
    expect(captchaPolicy({ appEnv: 'production', hcaptcha: undefined })).toBe('refuse')
    // The secret alone: no widget could make a token, so the forms are off rather than failing on every submission.
    expect(captchaPolicy({ appEnv: 'production', hcaptcha: { secret: 's' } })).toBe('refuse')
    expect(captchaPolicy({ appEnv: 'test', hcaptcha: { secret: 's' } })).toBe('verify')
    expect(captchaPolicy({ appEnv: 'dev', hcaptcha: undefined })).toBe('open')
    expect(captchaPolicy({ appEnv: 'test', hcaptcha: undefined })).toBe('open')
    expect(captchaFormsAvailable({ appEnv: 'production', hcaptcha: undefined })).toBe(false)
    expect(captchaFormsAvailable({ appEnv: 'staging', hcaptcha: undefined })).toBe(true)
  })
  it('a production start: refused against an external database, a warning on the embedded one', () => {
    expect(productionCaptchaCheck({ hcaptchaSecret: undefined, databaseUrl: 'postgres://db/x' })).toEqual({
      refuse: expect.stringContaining('HCAPTCHA_SECRET'),
    })
    expect(productionCaptchaCheck({ hcaptchaSecret: undefined, databaseUrl: undefined })).toEqual({ warn: expect.stringContaining('503') })
    expect(productionCaptchaCheck({ hcaptchaSecret: 's', hcaptchaSiteKey: 'k', databaseUrl: 'postgres://db/x' })).toBeUndefined()
    expect(productionCaptchaCheck({ hcaptchaSecret: 's', databaseUrl: 'postgres://db/x' })).toEqual({
      warn: expect.stringContaining('NEXT_PUBLIC_HCAPTCHA_SITE_KEY'),
    })
  })
})
