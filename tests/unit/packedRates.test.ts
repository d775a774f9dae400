import { describe, expect, it } from 'vitest'

import { DIRECTIONS, MESSAGE_TYPES, SENDER_TYPES } from '@/lib/pricing/catalog'
import { messagingEstimate, type MessagingRate } from '@/lib/pricing/estimate'
import { packMessagingRates, unpackMessagingRates } from '@/lib/pricing/packedRates'

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
    expect(packed.US).toHaveLength(MESSAGE_TYPES.length * DIRECTIONS.length * SENDER_TYPES.length)
    expect(packed.US.every((slot) => slot !== null)).toBe(true)
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(full).length / 4)
  })
})
