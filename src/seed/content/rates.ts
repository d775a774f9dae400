/**
 * The seeded rate card: realistic per-market prices for the pricing-eligible
 * countries (marketers keep them current in the admin, Pricing group).
 */
import {
  findCountry,
  MESSAGING_COUNTRIES,
  PRICING_COUNTRIES,
  SUPPORTED_COUNTRIES,
  type MessagingCountry,
  type PricingCountry,
  type SupportedCountry,
} from '@/lib/coverage'
import type { Direction, IotZone, MessageType, PricedProduct, SenderType, VolumeTier } from '@/lib/pricing'

import { pricingPages } from './pricing'

type Market = {
  /** Outbound SMS from a long code, USD. */
  sms: number
  senders: SenderType[]
  /** Carrier pass-through per outbound message (US 10DLC and toll-free). */
  carrierFee?: Partial<Record<SenderType, number>>
  voiceOut: number
  voiceIn: number
  localNumber: number
  tollFreeNumber?: number
}

const NANP_SENDERS: SenderType[] = ['long-code', 'toll-free', 'short-code']
const MARKETS: Record<PricingCountry, Market> = {
  US: {
    sms: 0.004,
    senders: NANP_SENDERS,
    carrierFee: { 'long-code': 0.003, 'toll-free': 0.0025, 'short-code': 0.0035 },
    voiceOut: 0.007,
    voiceIn: 0.0035,
    localNumber: 1,
    tollFreeNumber: 1,
  },
  CA: { sms: 0.0075, senders: NANP_SENDERS, voiceOut: 0.01, voiceIn: 0.005, localNumber: 1, tollFreeNumber: 1.5 },
  PR: { sms: 0.0075, senders: ['long-code', 'toll-free'], voiceOut: 0.012, voiceIn: 0.006, localNumber: 1.5, tollFreeNumber: 1.5 },
  VI: { sms: 0.0095, senders: ['long-code', 'toll-free'], voiceOut: 0.018, voiceIn: 0.008, localNumber: 2, tollFreeNumber: 2 },
  GB: { sms: 0.0395, senders: ['long-code', 'short-code'], voiceOut: 0.0123, voiceIn: 0.0045, localNumber: 1.5, tollFreeNumber: 4 },
  AU: { sms: 0.0445, senders: ['long-code', 'short-code'], voiceOut: 0.0245, voiceIn: 0.0085, localNumber: 3.5, tollFreeNumber: 20 },
  NL: { sms: 0.0915, senders: ['long-code'], voiceOut: 0.019, voiceIn: 0.0065, localNumber: 1.5, tollFreeNumber: 15 },
  BE: { sms: 0.0875, senders: ['long-code'], voiceOut: 0.021, voiceIn: 0.007, localNumber: 1.5, tollFreeNumber: 15 },
  BR: { sms: 0.0305, senders: ['long-code', 'short-code'], voiceOut: 0.021, voiceIn: 0.012, localNumber: 6 },
  CZ: { sms: 0.0465, senders: ['long-code'], voiceOut: 0.025, voiceIn: 0.008, localNumber: 2 },
  DK: { sms: 0.0435, senders: ['long-code'], voiceOut: 0.02, voiceIn: 0.0075, localNumber: 2.5 },
  FI: { sms: 0.0795, senders: ['long-code'], voiceOut: 0.035, voiceIn: 0.0095, localNumber: 3 },
  PL: { sms: 0.0305, senders: ['long-code'], voiceOut: 0.016, voiceIn: 0.0065, localNumber: 2 },
  RO: { sms: 0.0685, senders: ['long-code'], voiceOut: 0.03, voiceIn: 0.009, localNumber: 2.5 },
  SE: { sms: 0.0525, senders: ['long-code'], voiceOut: 0.018, voiceIn: 0.0065, localNumber: 2 },
  TH: { sms: 0.0205, senders: ['long-code'], voiceOut: 0.032, voiceIn: 0.011, localNumber: 7 },
}

const round = (n: number) => Math.round(n * 10_000) / 10_000

/**
 * Receiving costs something everywhere (a free row read as a missing price): in the US and Canada
 * the outbound rate, elsewhere a flat rate for the number's inbound route.
 */
export const INBOUND_SMS_ELSEWHERE = 0.005
export const INBOUND_MMS = 0.01
function inboundSms(country: MessagingCountry, base: number): number {
  return round(country === 'US' || country === 'CA' ? base : INBOUND_SMS_ELSEWHERE)
}

/** Outbound SMS from a long code where the rate card has no market of its own: what the region's carriers charge, USD. */
const REGION_SMS: Record<string, number> = { '150': 0.065, '019': 0.055, '142': 0.045, '002': 0.035, '009': 0.06 }
/**
 * Countries outside the pricing markets: long codes only, at the region's price moved by up to ±30 % for each country
 * (drawn from its code, so every seed writes the same rates). Marketers replace them with the carriers' own in the admin.
 */
function regionalSms(country: MessagingCountry): number {
  const base = REGION_SMS[findCountry(country)?.regionNumber ?? ''] ?? 0.06
  const spread = ((country.charCodeAt(0) * 31 + country.charCodeAt(1) * 17) % 61) / 100 - 0.3
  return round(base * (1 + spread))
}
const marketOf = (country: MessagingCountry): Pick<Market, 'sms' | 'senders' | 'carrierFee'> =>
  (PRICING_COUNTRIES as readonly string[]).includes(country) ? MARKETS[country as PricingCountry] : { sms: regionalSms(country), senders: ['long-code'] }

export type MessagingRateSeed = {
  country: MessagingCountry
  messageType: MessageType
  direction: Direction
  senderType: SenderType
  price: number
  carrierFee: number
}

/** The rate card: every country messages are sold in, so the calculator offers each of them (issue 33). */
export function messagingRates(): MessagingRateSeed[] {
  return MESSAGING_COUNTRIES.flatMap((country) => {
    const market = marketOf(country)
    return market.senders.flatMap((senderType) => {
      // Short codes cost a little less per message; toll-free the same as long codes.
      const base = senderType === 'short-code' ? market.sms * 0.875 : market.sms
      const fee = market.carrierFee?.[senderType] ?? 0
      return [
        { country, messageType: 'sms' as const, direction: 'outbound' as const, senderType, price: round(base), carrierFee: fee },
        { country, messageType: 'sms' as const, direction: 'inbound' as const, senderType, price: inboundSms(country, base), carrierFee: 0 },
        {
          country,
          messageType: 'mms' as const,
          direction: 'outbound' as const,
          senderType,
          price: round(Math.max(0.015, base * 3.75)),
          carrierFee: round(fee * 2),
        },
        { country, messageType: 'mms' as const, direction: 'inbound' as const, senderType, price: INBOUND_MMS, carrierFee: 0 },
      ]
    })
  })
}

/** Messaging's volume pricing: beyond 150,000 messages a month 5 % off each message, beyond a million 10 %, beyond ten million 15 %. */
export const messagingVolumeTiers = (): VolumeTier[] => [
  { fromMessages: 150_001, discountPercent: 5 },
  { fromMessages: 1_000_001, discountPercent: 10 },
  { fromMessages: 10_000_001, discountPercent: 15 },
]

export type PriceListSeed = {
  product: PricedProduct
  country?: PricingCountry
  item: string
  unit: string
  price: number
  note?: string
  sortOrder: number
}

/**
 * The price list: voice and numbers in each pricing country, then every item the pricing pages list of their own
 * (for every country unless they name one). Messaging's rates are the rate card's (messagingRates), never copied here.
 */
export function priceList(): PriceListSeed[] {
  const byCountry = PRICING_COUNTRIES.flatMap((country) => {
    const market = MARKETS[country]
    const name = findCountry(country)?.name ?? country
    const voice = [
      { item: `Outbound calls to ${name} landlines and mobiles`, unit: 'per minute', price: market.voiceOut },
      { item: 'Inbound calls to a local number', unit: 'per minute', price: market.voiceIn },
      ...(market.tollFreeNumber ? [{ item: 'Inbound calls to a toll-free number', unit: 'per minute', price: round(market.voiceIn * 3) }] : []),
      { item: 'Call recording', unit: 'per minute', price: 0.002 },
    ].map((row, i) => ({ product: 'voice' as const, country, ...row, sortOrder: i }))
    const numbers = [
      { item: 'Local number', unit: 'per month', price: market.localNumber },
      ...(market.tollFreeNumber ? [{ item: 'Toll-free number', unit: 'per month', price: market.tollFreeNumber }] : []),
      { item: 'Port-in', unit: 'per number, one-time', price: 0 },
    ].map((row, i) => ({ product: 'numbers' as const, country, ...row, sortOrder: i }))
    return [...voice, ...numbers]
  })
  const pagesOwn = pricingPages.flatMap(({ product, rows }) =>
    rows.flatMap((row, i) =>
      'price' in row
        ? [
            {
              product,
              ...(row.country ? { country: row.country } : {}),
              item: row.item,
              unit: row.unit,
              price: row.price,
              ...(row.note ? { note: row.note } : {}),
              sortOrder: 100 + i,
            },
          ]
        : [],
    ),
  )
  return [...byCountry, ...pagesOwn]
}

/** Core markets in zone 1; the rest of Europe and Oceania 2; Americas and Asia 3; elsewhere and satellite 4. */
const ZONE_1 = new Set(['US', 'CA', 'GB', 'DE', 'FR', 'NL', 'BE', 'IE', 'ES', 'IT', 'SE', 'DK', 'FI', 'NO', 'AT', 'CH', 'PT', 'PR', 'VI'])
export function iotZones(): { country: SupportedCountry; zone: IotZone }[] {
  return SUPPORTED_COUNTRIES.map((country) => {
    if (ZONE_1.has(country)) return { country, zone: 'zone-1' as const }
    const region = findCountry(country)?.regionNumber
    if (region === '150' || region === '009') return { country, zone: 'zone-2' as const }
    if (region === '019' || region === '142') return { country, zone: 'zone-3' as const }
    return { country, zone: 'zone-4' as const }
  })
}

export const iotDataPlans = [
  {
    name: 'Pay as you go',
    description: 'No commitment: pay for each megabyte your devices use.',
    monthlyFeePerSim: 0.5,
    includedMbPerSim: 0,
    perMb: [
      { zone: 'zone-1' as const, price: 0.04 },
      { zone: 'zone-2' as const, price: 0.08 },
      { zone: 'zone-3' as const, price: 0.2 },
      { zone: 'zone-4' as const, price: 0.6 },
    ],
  },
  {
    name: 'Pooled 1 GB',
    description: '1 GB per SIM each month, pooled across your fleet; overage by zone.',
    monthlyFeePerSim: 6,
    includedMbPerSim: 1024,
    perMb: [
      { zone: 'zone-1' as const, price: 0.02 },
      { zone: 'zone-2' as const, price: 0.05 },
      { zone: 'zone-3' as const, price: 0.15 },
      { zone: 'zone-4' as const, price: 0.5 },
    ],
  },
  {
    name: 'Pooled 10 GB',
    description: '10 GB per SIM each month for video and gateway devices; overage by zone.',
    monthlyFeePerSim: 35,
    includedMbPerSim: 10_240,
    perMb: [
      { zone: 'zone-1' as const, price: 0.015 },
      { zone: 'zone-2' as const, price: 0.04 },
      { zone: 'zone-3' as const, price: 0.12 },
      { zone: 'zone-4' as const, price: 0.45 },
    ],
  },
]
