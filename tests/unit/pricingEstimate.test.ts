import { describe, expect, it } from 'vitest'

import {
  dearestZone,
  iotEstimates,
  messagingEstimate,
  roundTo,
  volumeBands,
  volumePricingNote,
  volumeTierTitle,
  type IotPlan,
  type MessagingRate,
} from '@/lib/pricing/estimate'

// Fixtures small enough to check by hand.
const RATES: MessagingRate[] = [
  { country: 'US', messageType: 'sms', direction: 'outbound', senderType: 'long-code', price: 0.004, carrierFee: 0.003 },
  { country: 'GB', messageType: 'sms', direction: 'outbound', senderType: 'long-code', price: 0.0395, carrierFee: 0 },
  { country: 'AU', messageType: 'mms', direction: 'inbound', senderType: 'short-code', price: 0.02, carrierFee: 0 },
]
const GBP = { currency: 'GBP' as const, rates: { USD: 1, GBP: 0.79 } }

describe('rounding', () => {
  it('rounds half away from zero without float surprises', () => {
    expect(roundTo(1.005, 2)).toBe(1.01)
    expect(roundTo(0.00005, 4)).toBe(0.0001)
    expect(roundTo(-2.5, 0)).toBe(-3)
    expect(roundTo(70, 2)).toBe(70)
  })
})

describe('the messaging estimate', () => {
  it('adds the carrier fee to the price and multiplies by the volume (US: 0.004 + 0.003 = 0.007; × 10 000 = 70.00)', () => {
    expect(messagingEstimate(RATES, { country: 'US', messageType: 'sms', direction: 'outbound', senderType: 'long-code', volume: 10_000 })).toEqual({
      currency: 'USD',
      perMessage: 0.004,
      carrierFee: 0.003,
      perMessageTotal: 0.007,
      monthly: 70,
      averagePerMessage: 0.007,
      discountPercent: 0,
    })
  })

  it('converts to the locale’s currency (GB: 0.0395 USD × 0.79 = 0.0312 GBP; × 25 000 = 780.13)', () => {
    const estimate = messagingEstimate(RATES, { country: 'GB', messageType: 'sms', direction: 'outbound', senderType: 'long-code', volume: 25_000 }, GBP)
    expect(estimate).toEqual({
      currency: 'GBP',
      perMessage: 0.0312,
      carrierFee: 0,
      perMessageTotal: 0.0312,
      monthly: 780.13,
      averagePerMessage: 0.0312,
      discountPercent: 0,
    })
  })

  it('has nothing for a combination the rate card lacks, or a currency without a rate', () => {
    expect(messagingEstimate(RATES, { country: 'AU', messageType: 'sms', direction: 'outbound', senderType: 'long-code', volume: 1 })).toBeUndefined()
    expect(
      messagingEstimate(
        RATES,
        { country: 'US', messageType: 'sms', direction: 'outbound', senderType: 'long-code', volume: 1 },
        { currency: 'EUR', rates: { USD: 1 } },
      ),
    ).toBeUndefined()
  })

  it('treats negative and fractional volumes as whole messages from zero', () => {
    expect(messagingEstimate(RATES, { country: 'AU', messageType: 'mms', direction: 'inbound', senderType: 'short-code', volume: -5 })?.monthly).toBe(0)
    expect(messagingEstimate(RATES, { country: 'AU', messageType: 'mms', direction: 'inbound', senderType: 'short-code', volume: 10.9 })?.monthly).toBe(0.2)
  })
})

describe('volume tiers', () => {
  const TIERS = [
    { fromMessages: 1_000_001, discountPercent: 10 },
    { fromMessages: 150_001, discountPercent: 5 },
  ]
  const us = (volume: number) =>
    messagingEstimate(RATES, { country: 'US', messageType: 'sms', direction: 'outbound', senderType: 'long-code', volume }, undefined, TIERS)

  it('splits a month like tax bands: the first messages at full price, each tier’s at its discount', () => {
    expect(volumeBands(100, TIERS)).toEqual([{ messages: 100, discountPercent: 0 }])
    expect(volumeBands(150_000, TIERS)).toEqual([{ messages: 150_000, discountPercent: 0 }])
    expect(volumeBands(150_001, TIERS)).toEqual([
      { messages: 150_000, discountPercent: 0 },
      { messages: 1, discountPercent: 5 },
    ])
    expect(volumeBands(2_000_000, TIERS)).toEqual([
      { messages: 150_000, discountPercent: 0 },
      { messages: 850_000, discountPercent: 5 },
      { messages: 1_000_000, discountPercent: 10 },
    ])
    expect(volumeBands(0, TIERS)).toEqual([])
    // A tier from the first message discounts all; a zero discount or a tier before message 1 is no tier.
    expect(volumeBands(10, [{ fromMessages: 1, discountPercent: 2 }])).toEqual([{ messages: 10, discountPercent: 2 }])
    expect(
      volumeBands(10, [
        { fromMessages: 5, discountPercent: 0 },
        { fromMessages: -3, discountPercent: 5 },
      ]),
    ).toEqual([{ messages: 10, discountPercent: 0 }])
  })

  it('discounts the price, never the carrier fee (US 2 000 000: 150 000 × 0.007 + 850 000 × 0.0068 + 1 000 000 × 0.0066 = 13 430.00)', () => {
    // 0.004 × 0.95 = 0.0038 (+ 0.003 fee = 0.0068); 0.004 × 0.9 = 0.0036 (+ 0.003 = 0.0066).
    expect(us(2_000_000)).toEqual({
      currency: 'USD',
      perMessage: 0.004,
      carrierFee: 0.003,
      perMessageTotal: 0.007,
      monthly: 13_430,
      averagePerMessage: 0.0067,
      discountPercent: 10,
    })
    expect(us(150_000)?.monthly).toBe(1_050)
    expect(us(150_000)?.discountPercent).toBe(0)
    expect(us(150_001)?.monthly).toBe(1_050.01)
  })

  it('is named by where it starts and what it takes off', () => {
    expect(volumeTierTitle({ fromMessages: 150_001, discountPercent: 5 })).toBe('From message 150,001: 5 % off')
    expect(volumePricingNote(TIERS)).toBe(
      'Volume pricing: 5 % off each message from message 150,001 of a month, 10 % from message 1,000,001. Carrier fees are passed on at cost.',
    )
  })
})

describe('the IoT SIM estimate', () => {
  const PLANS: IotPlan[] = [
    {
      name: 'Pay as you go',
      monthlyFeePerSim: 1,
      includedMbPerSim: 0,
      perMb: [
        { zone: 'zone-1', price: 0.01 },
        { zone: 'zone-2', price: 0.05 },
      ],
    },
    {
      name: 'Flex 100',
      monthlyFeePerSim: 3,
      includedMbPerSim: 100,
      perMb: [
        { zone: 'zone-1', price: 0.008 },
        { zone: 'zone-2', price: 0.04 },
        { zone: 'zone-3', price: 0.2 },
      ],
    },
  ]

  it('prices data at the dearest zone in use', () => {
    expect(dearestZone(['zone-1', 'zone-3', 'zone-2'])).toBe('zone-3')
    expect(dearestZone([])).toBeUndefined()
  })

  it('charges fee plus data beyond the allowance, cheapest plan first (50 SIMs × 150 MB in zone 1)', () => {
    // Pay as you go: 1 + 150 × 0.01 = 2.50 a SIM → 125.00. Flex 100: 3 + 50 × 0.008 = 3.40 → 170.00.
    expect(iotEstimates(PLANS, { devices: 50, mbPerDevice: 150, zones: ['zone-1'] })).toEqual([
      { plan: 'Pay as you go', currency: 'USD', perDevice: 2.5, monthly: 125, zone: 'zone-1' },
      { plan: 'Flex 100', currency: 'USD', perDevice: 3.4, monthly: 170, zone: 'zone-1' },
    ])
  })

  it('changes the cheapest plan when usage grows (50 SIMs × 150 MB with zone 2)', () => {
    // Pay as you go: 1 + 150 × 0.05 = 8.50 → 425.00. Flex 100: 3 + 50 × 0.04 = 5.00 → 250.00.
    expect(iotEstimates(PLANS, { devices: 50, mbPerDevice: 150, zones: ['zone-1', 'zone-2'] }).map((e) => [e.plan, e.monthly])).toEqual([
      ['Flex 100', 250],
      ['Pay as you go', 425],
    ])
  })

  it('leaves out plans without a price for the zone, and converts the currency', () => {
    expect(iotEstimates(PLANS, { devices: 10, mbPerDevice: 100, zones: ['zone-3'] }, GBP)).toEqual([
      { plan: 'Flex 100', currency: 'GBP', perDevice: 2.37, monthly: 23.7, zone: 'zone-3' },
    ])
  })
})
