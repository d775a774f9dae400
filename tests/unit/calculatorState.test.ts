import { describe, expect, it } from 'vitest'

import { parseIotState, parseMessagingState, withIotState, withMessagingState } from '@/lib/pricing/calculatorState'

const COUNTRIES = ['US', 'GB', 'AU', 'NL']

describe('the messaging calculator’s address', () => {
  it('defaults every value, with the locale’s country when given', () => {
    expect(parseMessagingState(new URLSearchParams(''), COUNTRIES, 'US')).toEqual({
      country: 'US',
      messageType: 'sms',
      direction: 'outbound',
      senderType: 'long-code',
      volume: 10_000,
    })
    expect(parseMessagingState(new URLSearchParams(''), COUNTRIES, 'GB').country).toBe('GB')
  })

  it('round-trips a state and keeps other parameters', () => {
    const state = { country: 'AU', messageType: 'mms', direction: 'inbound', senderType: 'short-code', volume: 2500 } as const
    const query = withMessagingState(new URLSearchParams('locale=en-AU&utm_source=x'), state)
    expect(query.toString()).toBe('locale=en-AU&utm_source=x&country=AU&type=mms&direction=inbound&sender=short-code&volume=2500')
    expect(parseMessagingState(query, COUNTRIES, 'US')).toEqual(state)
  })

  it('ignores values that are not allowed', () => {
    const query = new URLSearchParams('country=ZZ&type=fax&direction=up&sender=pigeon&volume=-3')
    expect(parseMessagingState(query, COUNTRIES, 'US')).toEqual({
      country: 'US',
      messageType: 'sms',
      direction: 'outbound',
      senderType: 'long-code',
      volume: 10_000,
    })
    expect(parseMessagingState(new URLSearchParams('country=gb&volume=99999999999999'), COUNTRIES, 'US')).toMatchObject({
      country: 'GB',
      volume: 1_000_000_000,
    })
  })
})

describe('the IoT calculator’s address', () => {
  it('round-trips devices, data and countries, dropping unknown and repeated countries', () => {
    const query = withIotState(new URLSearchParams(), { devices: 250, mbPerDevice: 75, countries: ['US', 'NL'] })
    expect(query.toString()).toBe('devices=250&mb=75&countries=US%2CNL')
    expect(parseIotState(query, COUNTRIES, 'US')).toEqual({ devices: 250, mbPerDevice: 75, countries: ['US', 'NL'] })
    expect(parseIotState(new URLSearchParams('countries=zz,gb,GB'), COUNTRIES, 'US').countries).toEqual(['GB'])
    expect(parseIotState(new URLSearchParams('devices=abc'), COUNTRIES, 'AU')).toEqual({ devices: 100, mbPerDevice: 50, countries: ['AU'] })
  })
})
