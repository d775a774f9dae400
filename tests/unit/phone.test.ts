import { describe, expect, it } from 'vitest'

import { checkPhoneLocally, checkPhoneWithService } from '@/lib/forms/phone'

describe('checkPhoneLocally', () => {
  it('accepts valid numbers, national ones in the default country', () => {
    expect(checkPhoneLocally('+44 20 7946 0958')).toMatchObject({ valid: true, e164: '+442079460958', country: 'GB' })
    expect(checkPhoneLocally('(415) 555-2671')).toMatchObject({ valid: true, e164: '+14155552671', country: 'US' })
    expect(checkPhoneLocally('020 7946 0958', 'GB')).toMatchObject({ valid: true, e164: '+442079460958' })
  })

  it.each(['12', '+1 555 0100', 'call me', '+44 20 7946'])('refuses %j', (input) => {
    expect(checkPhoneLocally(input).valid).toBe(false)
  })
})

describe('checkPhoneWithService', () => {
  const config = { url: 'https://phone.example/validate', apiKey: 'k', timeoutMs: 1000 }
  const answering =
    (status: number, body: unknown): typeof fetch =>
    async () =>
      new Response(JSON.stringify(body), { status })

  it('answers the service’s verdict', async () => {
    const logs: string[] = []
    expect(await checkPhoneWithService(config, '+14155552671', (m) => logs.push(m), answering(200, { valid: true, line_type: 'mobile' }))).toEqual({
      source: 'service',
      valid: true,
    })
    expect(await checkPhoneWithService(config, '+14155552671', (m) => logs.push(m), answering(200, { valid: false }))).toEqual({
      source: 'service',
      valid: false,
    })
    expect(logs).toEqual([])
  })

  it('falls back to the local check on the free-plan limit (code 16), logging it', async () => {
    const logs: string[] = []
    const verdict = await checkPhoneWithService(
      config,
      '+14155552671',
      (m) => logs.push(m),
      answering(200, { success: false, error: { code: 16, info: 'limit' } }),
    )
    expect(verdict).toEqual({ source: 'local', reason: 'free-plan-limit' })
    expect(logs[0]).toContain('code 16')
  })

  it('falls back when the service fails or cannot be reached', async () => {
    const logs: string[] = []
    expect(await checkPhoneWithService(config, '+1', (m) => logs.push(m), answering(500, { oops: true }))).toEqual({ source: 'local', reason: 'service-error' })
    const unreachable: typeof fetch = async () => {
      throw new TypeError('fetch failed')
    }
    expect(await checkPhoneWithService(config, '+1', (m) => logs.push(m), unreachable)).toEqual({ source: 'local', reason: 'unreachable' })
    expect(logs).toHaveLength(2)
  })
})
