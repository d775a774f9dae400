/**
 * What the price pages hand their islands, packed: the messaging rate card, the country options and a country's rates.
 *
 * The messaging rate card as the calculator island receives it: one string per country, one slot per
 * message type × direction × sender type, `;` between slots. A slot is empty (no rate), a price, or
 * `price/carrierFee` when the fee is not 0; `0.` is written `.`, and empty slots at the end are left off:
 * `.0682;;;.005`. (`/`, not `+`: `1e+21` is a number.) Written out as objects, every rate repeated its four keys and three names (11 KB of the
 * pricing page's RSC payload for 1.5 KB of prices); as arrays, 74 countries' unused slots were still 6 KB
 * of `null`s, each quote escaped again in the HTML (issue 34).
 */
import { DIRECTIONS, MESSAGE_TYPES, SENDER_TYPES } from './catalog'
import type { MessagingRate } from './estimate'
import type { RateRow } from './rateTable'

/** The order of a packed row's slots. */
const SLOTS = MESSAGE_TYPES.flatMap((messageType) =>
  DIRECTIONS.flatMap((direction) => SENDER_TYPES.map((senderType) => ({ messageType, direction, senderType }))),
)

/** Country code → that country's packed row. */
export type PackedMessagingRates = Readonly<Record<string, string>>

function slotOf(rate: Pick<MessagingRate, 'messageType' | 'direction' | 'senderType'>): number {
  return SLOTS.findIndex((s) => s.messageType === rate.messageType && s.direction === rate.direction && s.senderType === rate.senderType)
}

/** A number as short as JavaScript reads it back exactly: `0.005` → `.005`. */
function shortNumber(value: number): string {
  const text = String(value)
  return text.startsWith('0.') ? text.slice(1) : text
}

/** Packs the rate card; of two rates for one slot the first is kept, as `messagingEstimate` would find it. */
export function packMessagingRates(rates: readonly MessagingRate[]): PackedMessagingRates {
  const rows: Record<string, string[]> = {}
  for (const rate of rates) {
    const row = (rows[rate.country] ??= SLOTS.map(() => ''))
    const slot = slotOf(rate)
    if (slot < 0 || row[slot] !== '') continue
    row[slot] = rate.carrierFee === 0 ? shortNumber(rate.price) : `${shortNumber(rate.price)}/${shortNumber(rate.carrierFee)}`
  }
  return Object.fromEntries(Object.entries(rows).map(([country, row]) => [country, row.join(';').replace(/;+$/, '')]))
}

/** The rate card again, one rate per filled slot. */
export function unpackMessagingRates(packed: PackedMessagingRates): MessagingRate[] {
  return Object.entries(packed).flatMap(([country, row]) => {
    const cells = row.split(';')
    return SLOTS.flatMap((slot, i) => {
      const cell = cells[i]
      if (!cell) return []
      const [price, carrierFee = '0'] = cell.split('/')
      return [{ country, ...slot, price: Number(price), carrierFee: Number(carrierFee) }]
    })
  })
}

/**
 * Country options as a server hands them to an island: `ALAlbania`, the two-letter code, then the name. A hundred
 * countries as objects were 4 KB of the messaging price page's payload, every quote escaped again in its HTML.
 */
export type PackedCountryOptions = readonly string[]

export function packCountryOptions(countries: readonly { alpha2: string; name: string }[]): PackedCountryOptions {
  return countries.filter(({ alpha2 }) => alpha2.length === 2).map(({ alpha2, name }) => alpha2 + name)
}

export function unpackCountryOptions(packed: PackedCountryOptions): { alpha2: string; name: string }[] {
  return packed.map((entry) => ({ alpha2: entry.slice(0, 2), name: entry.slice(2) }))
}

/** A country's rates as the rates-by-country island receives them: `[item, unit, price]`, not three keys a row. */
export type PackedRateRows = readonly (readonly [item: string, unit: string, price: number])[]

export const packRateRows = (rows: readonly RateRow[]): PackedRateRows => rows.map(({ item, unit, price }) => [item, unit, price] as const)

export const unpackRateRows = (packed: PackedRateRows): RateRow[] => packed.map(([item, unit, price]) => ({ item, unit, price }))
