/**
 * One price list (pure). Every price the site quotes is a `PriceEntry` read from where it is kept: the messaging
 * rate card, the IoT data plans, or the price list for everything else. A pricing table's summary rows choose an
 * entry, or the lowest entry of a product ("From $X"), or are a note without a price; a row still typed by hand is
 * checked against the entries, so the summary, the rates by country and the calculators can never quote two prices
 * for one thing.
 */
import { IOT_ZONES, MESSAGE_TYPE_LABELS, PRICED_PRODUCTS, SENDER_TYPE_LABELS, type IotZone, type PricedProduct } from './catalog'
import type { IotPlan, MessagingRate } from './estimate'
import { priceDecimals, type RateRow } from './rateTable'

/** The collections prices are kept in, as a summary row's relationship names them. */
export const PRICE_SOURCES = ['price-list', 'messaging-rates', 'iot-data-plans'] as const
export type PriceSource = (typeof PRICE_SOURCES)[number]

export type PriceEntry = {
  /** `<collection>:<id>`, and for an IoT plan `:fee` or `:<zone>` (a plan holds several prices). */
  key: string
  product: PricedProduct
  /** The country it applies in (ISO alpha-2), or null for everywhere. */
  country: string | null
  item: string
  unit: string
  /** USD. */
  price: number
  note: string | null
}

/** The part of an IoT plan a summary row quotes: its monthly fee or its price per MB in one zone. */
export const PLAN_PRICES = ['fee', ...IOT_ZONES] as const
export type PlanPrice = (typeof PLAN_PRICES)[number]
export const PLAN_PRICE_LABELS: Record<PlanPrice, string> = {
  fee: 'Monthly fee per SIM',
  'zone-1': 'Per MB in zone 1',
  'zone-2': 'Per MB in zone 2',
  'zone-3': 'Per MB in zone 3',
  'zone-4': 'Per MB in zone 4',
}

const zoneName = (zone: IotZone) => `zone ${zone.slice('zone-'.length)}`

/** "$0.0040", "$0.50", "$1,000.00": four decimals for fractions of a cent (per-message and per-minute prices), else two. */
export function formatUsd(price: number): string {
  const wholeCents = Math.abs(Math.round(price * 100) - price * 100) < 1e-9
  const decimals = wholeCents ? 2 : priceDecimals(price)
  return `$${price.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`
}

/** A messaging rate's name without its country: "Outbound SMS (long code)". */
export function messagingRateItem({ direction, messageType, senderType }: Pick<MessagingRate, 'direction' | 'messageType' | 'senderType'>): string {
  return `${direction === 'outbound' ? 'Outbound' : 'Inbound'} ${MESSAGE_TYPE_LABELS[messageType]} (${SENDER_TYPE_LABELS[senderType].toLowerCase()})`
}
const messagingUnit = (rate: Pick<MessagingRate, 'messageType'>) => (rate.messageType === 'sms' ? 'per segment' : 'per message')

/** The admin's name for a rate or a price: what it is and where ("Outbound SMS (long code), US"). */
export function priceTitle(item: string, country: string | null | undefined): string {
  return country ? `${item}, ${country}` : item
}

export function messagingRateEntry(rate: MessagingRate & { id: number | string }): PriceEntry {
  return {
    key: `messaging-rates:${rate.id}`,
    product: 'messaging',
    country: rate.country,
    item: messagingRateItem(rate),
    unit: messagingUnit(rate),
    price: rate.price,
    note: rate.carrierFee > 0 ? `Plus a carrier fee of ${formatUsd(rate.carrierFee)}.` : null,
  }
}

/** One country's messaging rates as rows of the rates table: Ostra's price and the carrier's fee on rows of their own. */
export function messagingRateRows(rates: readonly MessagingRate[]): RateRow[] {
  return rates.flatMap((rate) => {
    const item = messagingRateItem(rate)
    const unit = messagingUnit(rate)
    return [{ item, unit, price: rate.price }, ...(rate.carrierFee > 0 ? [{ item: `Carrier fee, ${item.toLowerCase()}`, unit, price: rate.carrierFee }] : [])]
  })
}

export function iotPlanEntries(plan: IotPlan & { id: number | string }): PriceEntry[] {
  const included = plan.includedMbPerSim > 0 ? `${plan.includedMbPerSim.toLocaleString('en-US')} MB included per SIM.` : 'No data included.'
  return [
    {
      key: `iot-data-plans:${plan.id}:fee`,
      product: 'iot',
      country: null,
      item: `${plan.name} plan`,
      unit: 'per SIM per month',
      price: plan.monthlyFeePerSim,
      note: included,
    },
    ...plan.perMb.map(({ zone, price }) => ({
      key: `iot-data-plans:${plan.id}:${zone}`,
      product: 'iot' as const,
      country: null,
      item: `${plan.name}: data in ${zoneName(zone)}`,
      unit: 'per MB',
      price,
      note: null,
    })),
  ]
}

export type PriceListRow = {
  id: number | string
  product: PricedProduct
  country?: string | null
  item: string
  unit: string
  price: number
  note?: string | null
}
export function priceListEntry(row: PriceListRow): PriceEntry {
  return {
    key: `price-list:${row.id}`,
    product: row.product,
    country: row.country ?? null,
    item: row.item,
    unit: row.unit,
    price: row.price,
    note: row.note ?? null,
  }
}

/** The key of the entry a summary row chose (a relationship to one of the price sources; for a plan, which of its prices). */
export function chosenKey(entry: SummaryRow['entry'], planPrice: SummaryRow['planPrice']): string | undefined {
  if (!entry) return undefined
  const id = typeof entry.value === 'object' && entry.value !== null ? entry.value.id : entry.value
  if (id === undefined || id === null) return undefined
  return entry.relationTo === 'iot-data-plans' ? `${entry.relationTo}:${id}:${planPrice ?? 'fee'}` : `${entry.relationTo}:${id}`
}

/** The entries of a product whose words contain every word given (item and unit, any case). */
function matching(entries: readonly PriceEntry[], product: PricedProduct, words: string | null | undefined): PriceEntry[] {
  const wanted = (words ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  return entries.filter((entry) => entry.product === product && wanted.every((word) => `${entry.item} ${entry.unit}`.toLowerCase().includes(word)))
}

/** A product's lowest price (free items aside: "From $0" says nothing), the first such entry in the list's order. */
export function lowestEntry(entries: readonly PriceEntry[], product: PricedProduct, words?: string | null): PriceEntry | undefined {
  return matching(entries, product, words)
    .filter((entry) => entry.price > 0)
    .reduce<PriceEntry | undefined>((lowest, entry) => (lowest === undefined || entry.price < lowest.price ? entry : lowest), undefined)
}

/** The most a "From" row's words may hold: a few words narrow a product's items, more is a mistake or an attack. */
export const FROM_MATCHING_MAX_LENGTH = 80

export const SUMMARY_SOURCES = ['list', 'from', 'note', 'typed'] as const
export type SummarySource = (typeof SUMMARY_SOURCES)[number]
export const SUMMARY_SOURCE_LABELS: Record<SummarySource, string> = {
  list: 'A price from the price list',
  from: 'From the lowest price of a product',
  note: 'A note without a price',
  typed: 'Typed here (checked against the price list)',
}

/** A summary row as stored (the pricing table block's `rows`). Rows saved before the price list have no source: typed. */
export type SummaryRow = {
  source?: SummarySource | null
  entry?: { relationTo: PriceSource; value: number | string | { id: number | string } } | null
  planPrice?: PlanPrice | null
  fromProduct?: PricedProduct | null
  fromMatching?: string | null
  item?: string | null
  unit?: string | null
  price?: string | null
  note?: string | null
}

/** Whether any of the rows takes its price from the list (so the list must be read to show them). */
export const readsTheList = (rows: readonly Pick<SummaryRow, 'source'>[]) => rows.some((row) => row.source === 'list' || row.source === 'from')

/** What the table shows: `price` in USD, or text typed in the table's currency, or null (a note: "Contact sales"). */
export type ShownRow = { item: string; unit: string; price: number | string | null; from: boolean; note: string | null }

/**
 * A summary row as the visitor sees it. The row's own item, unit and note, when filled in, rename what the list holds;
 * a row whose entry has gone (deleted from the list) or a product without prices shows no price ("Contact sales"),
 * never a stale one.
 */
export function showRow(row: SummaryRow, entries: readonly PriceEntry[]): ShownRow {
  const own = (text: string | null | undefined) => (text && text.trim() ? text.trim() : null)
  const source = row.source ?? 'typed'
  if (source === 'typed') return { item: own(row.item) ?? '', unit: own(row.unit) ?? '', price: own(row.price), from: false, note: own(row.note) }
  if (source === 'note') return { item: own(row.item) ?? '', unit: own(row.unit) ?? '', price: null, from: false, note: own(row.note) }
  const found =
    source === 'list'
      ? entries.find((entry) => entry.key === chosenKey(row.entry, row.planPrice))
      : row.fromProduct
        ? lowestEntry(entries, row.fromProduct, row.fromMatching)
        : undefined
  if (!found) return { item: own(row.item) ?? '', unit: own(row.unit) ?? '', price: null, from: false, note: own(row.note) }
  const listed = source === 'list'
  return {
    item: own(row.item) ?? (listed ? priceTitle(found.item, found.country) : found.item),
    unit: own(row.unit) ?? found.unit,
    price: found.price,
    from: !listed,
    // The small print of one item is not the product's: a "From" row says only what it says itself.
    note: own(row.note) ?? (listed ? found.note : null),
  }
}

/** A written price's amount ("$0.0040" → 0.004, "From $1,250.00 / month" → 1250); undefined when the text holds none. */
export function parsePrice(text: string): number | undefined {
  const match = text.replace(/,/g, '').match(/(\d+(?:\.\d+)?)/)
  return match ? Number(match[1]) : undefined
}

const sameWords = (a: string, b: string) => a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ')

/**
 * Typed rows that contradict the list: the list holds the same item (by name, in any country) and none of its
 * entries costs what the row says. Prices in another currency than USD are the visitor's conversion, never checked.
 */
export function contradictions(rows: readonly SummaryRow[], entries: readonly PriceEntry[]): { index: number; item: string; listed: number[] }[] {
  return rows.flatMap((row, index) => {
    if ((row.source ?? 'typed') !== 'typed' || !row.item || !row.price) return []
    const amount = parsePrice(row.price)
    if (amount === undefined) return []
    const named = entries.filter((entry) => sameWords(entry.item, row.item ?? ''))
    if (named.length === 0 || named.some((entry) => Math.abs(entry.price - amount) < 1e-9)) return []
    return [{ index, item: row.item, listed: [...new Set(named.map((entry) => entry.price))].sort((a, b) => a - b) }]
  })
}

/**
 * What a summary row's collapsed label says in the admin, so a table's rows can be told apart without opening them:
 * the row's own words, else the chosen price's title (`listedTitle`, read by the label), else what kind of price it is.
 */
export function summaryRowTitle(row: SummaryRow, listedTitle?: string | null): string | undefined {
  const own = (text: string | null | undefined) => (text && text.trim() ? text.trim() : null)
  const source = row.source ?? 'typed'
  const item = own(row.item)
  if (source === 'typed') return [item, own(row.price)].filter(Boolean).join(' · ') || undefined
  if (source === 'note') return `${item ?? 'Note'} · Contact sales`
  if (source === 'from') {
    if (!row.fromProduct) return item ?? 'From: choose a product'
    const words = own(row.fromMatching)
    return item ?? `From the lowest ${PRICED_PRODUCTS[row.fromProduct]} price${words ? ` with “${words}”` : ''}`
  }
  if (!chosenKey(row.entry, row.planPrice)) return item ?? 'Choose a price from the list'
  const plan = row.entry?.relationTo === 'iot-data-plans' ? PLAN_PRICE_LABELS[row.planPrice ?? 'fee'] : null
  const title = item ?? own(listedTitle) ?? 'A price from the list'
  return plan ? `${title} · ${plan}` : title
}
