import { describe, expect, it } from 'vitest'

import { DIRECTIONS, MESSAGE_TYPES, SENDER_TYPES } from '@/lib/pricing/catalog'
import { messagingEstimate, type MessagingRate } from '@/lib/pricing/estimate'
import { packCountryOptions, packMessagingRates, packRateRows, unpackCountryOptions, unpackMessagingRates, unpackRateRows } from '@/lib/pricing/packedRates'

const rate = (
  country: string,
  messageType: MessagingRate['messageType'],
  direction: MessagingRate['direction'],
  senderType: MessagingRate['senderType'],
  price: number,
  carrierFee = 0,
): MessagingRate => ({
  country,
  messageType,
  direction,
  senderType,
  price,
  carrierFee,
})

describe('the packed messaging rate card', () => {
  it('comes back as the same rates, whatever their order', () => {
    const rates = [
      rate('US', 'sms', 'outbound', 'long-code', 0.004, 0.0025),
      rate('GB', 'mms', 'inbound', 'short-code', 0.0395),
      rate('US', 'mms', 'outbound', 'toll-free', 0.015, 0.003),
      rate('GB', 'sms', 'inbound', 'long-code', 0),
    ]
    const sorted = (list: MessagingRate[]) => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
    expect(sorted(unpackMessagingRates(packMessagingRates(rates)))).toEqual(sorted(rates))
  })

  it('keeps a free rate (price 0) apart from a missing one', () => {
    const packed = packMessagingRates([rate('GB', 'sms', 'inbound', 'long-code', 0)])
    const rates = unpackMessagingRates(packed)
    expect(rates).toEqual([rate('GB', 'sms', 'inbound', 'long-code', 0)])
    expect(messagingEstimate(rates, { country: 'GB', messageType: 'sms', direction: 'inbound', senderType: 'long-code', volume: 10 })?.monthly).toBe(0)
    expect(messagingEstimate(rates, { country: 'GB', messageType: 'sms', direction: 'outbound', senderType: 'long-code', volume: 10 })).toBeUndefined()
  })

  it('keeps the first of two rates for one slot, the one the estimate would use', () => {
    const rates = [rate('US', 'sms', 'outbound', 'long-code', 0.004), rate('US', 'sms', 'outbound', 'long-code', 0.009)]
    expect(unpackMessagingRates(packMessagingRates(rates))).toEqual([rates[0]])
  })

  it('has one slot per message type × direction × sender type and is a fraction of the rows’ size', () => {
    const full = MESSAGE_TYPES.flatMap((m) => DIRECTIONS.flatMap((d) => SENDER_TYPES.map((s) => rate('US', m, d, s, 0.0123, 0.0025))))
    const packed = packMessagingRates(full)
    expect(packed.US.split(';')).toHaveLength(MESSAGE_TYPES.length * DIRECTIONS.length * SENDER_TYPES.length)
    expect(packed.US.split(';').every((slot) => slot === '.0123/.0025')).toBe(true)
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(full).length / 8)
  })

  it('writes a country with few rates in a few characters: no fee when 0, no empty slots at the end', () => {
    const packed = packMessagingRates([rate('AR', 'sms', 'outbound', 'long-code', 0.0682), rate('AR', 'sms', 'inbound', 'long-code', 0.005)])
    expect(packed).toEqual({ AR: '.0682;;;.005' })
  })

  it('reads back any number exactly, however JavaScript writes it', () => {
    const prices = [0, 1, 1000, 0.1 + 0.2, 1e-7, 1.5e21, 123.456789, 5e-324, Number.MAX_VALUE]
    const rates = prices.map((price, i) => rate(`C${i}`, 'mms', 'inbound', 'short-code', price, prices[prices.length - 1 - i]))
    expect(unpackMessagingRates(packMessagingRates(rates))).toEqual(rates)
  })
})

describe('the packed country options', () => {
  it('come back as the same countries, in order, names with spaces and accents kept', () => {
    const countries = [
      { alpha2: 'TR', name: 'Türkiye' },
      { alpha2: 'BA', name: 'Bosnia and Herzegovina' },
      { alpha2: 'CI', name: "Côte d'Ivoire" },
    ]
    expect(packCountryOptions(countries)).toEqual(['TRTürkiye', 'BABosnia and Herzegovina', "CICôte d'Ivoire"])
    expect(unpackCountryOptions(packCountryOptions(countries))).toEqual(countries)
  })

  it('leave out an entry whose code is not two letters, which could not be read back', () => {
    expect(
      unpackCountryOptions(
        packCountryOptions([
          { alpha2: 'XXX', name: 'Nowhere' },
          { alpha2: 'NL', name: 'Netherlands' },
        ]),
      ),
    ).toEqual([{ alpha2: 'NL', name: 'Netherlands' }])
  })
})

describe('the packed rate rows', () => {
  it('come back as the same rows, in order', () => {
    const rows = [
      { item: 'Outbound SMS (long code)', unit: 'per segment', price: 0.004 },
      { item: 'Dedicated short code lease', unit: 'per month', price: 1000 },
    ]
    expect(packRateRows(rows)).toEqual([
      ['Outbound SMS (long code)', 'per segment', 0.004],
      ['Dedicated short code lease', 'per month', 1000],
    ])
    expect(unpackRateRows(packRateRows(rows))).toEqual(rows)
  })
})
