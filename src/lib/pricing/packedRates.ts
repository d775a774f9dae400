/**
 * The messaging rate card as the calculator island receives it: one row per country, one
 * `[price, carrierFee]` (or null) per message type × direction × sender type. Written out as
 * objects, every rate repeats its four keys and three names: 11 KB of the pricing page's
 * RSC payload for 1.5 KB of prices, parsed by every visitor's browser.
 */
import { DIRECTIONS, MESSAGE_TYPES, SENDER_TYPES } from './catalog'
import type { MessagingRate } from './estimate'

/** The order of a packed row's slots. */
const SLOTS = MESSAGE_TYPES.flatMap((messageType) =>
  DIRECTIONS.flatMap((direction) => SENDER_TYPES.map((senderType) => ({ messageType, direction, senderType }))),
)

export type PackedRate = readonly [price: number, carrierFee: number] | null
export type PackedMessagingRates = Readonly<Record<string, readonly PackedRate[]>>

function slotOf(rate: Pick<MessagingRate, 'messageType' | 'direction' | 'senderType'>): number {
  return SLOTS.findIndex((s) => s.messageType === rate.messageType && s.direction === rate.direction && s.senderType === rate.senderType)
}

/** Packs the rate card; of two rates for one slot the first is kept, as `messagingEstimate` would find it. */
export function packMessagingRates(rates: readonly MessagingRate[]): PackedMessagingRates {
  const packed: Record<string, PackedRate[]> = {}
  for (const rate of rates) {
    const row = (packed[rate.country] ??= SLOTS.map(() => null))
    const slot = slotOf(rate)
    if (slot >= 0 && row[slot] === null) row[slot] = [rate.price, rate.carrierFee]
  }
  return packed
}

/** The rate card again, one rate per filled slot. */
export function unpackMessagingRates(packed: PackedMessagingRates): MessagingRate[] {
  return Object.entries(packed).flatMap(([country, row]) =>
    SLOTS.flatMap((slot, i) => {
      const rate = row[i]
      return rate ? [{ country, ...slot, price: rate[0], carrierFee: rate[1] }] : []
    }),
  )
}
