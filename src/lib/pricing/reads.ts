/**
 * The one place the rate card and the price list are read, for the pages'
 * first render (lib/pricing/cachedReads.ts) and the /api/pricing/* endpoints alike,
 * so a calculator and its endpoint always show the same rows in the same order.
 * Each caller wraps a read in its cache (tag `pricing`). No config import: the
 * endpoints' modules load with the Payload config.
 */
import type { Payload, Where } from 'payload'

import type { IotZone, PriceListProduct } from './catalog'
import type { IotPlan, MessagingRate, VolumeTier } from './estimate'
import { iotPlanEntries, messagingRateEntry, messagingRateRows, priceListEntry, type PriceEntry, type PriceSource } from './priceEntries'
import type { RateRow } from './rateTable'

type StoredRate = MessagingRate & { id: number }
async function findMessagingRates(payload: Payload, country?: string): Promise<StoredRate[]> {
  const found = await payload.find({
    collection: 'messaging-rates',
    ...(country ? { where: { country: { equals: country } } } : {}),
    pagination: false,
    depth: 0,
    sort: ['country', 'messageType', 'direction', 'senderType'],
  })
  return found.docs.map(({ id, country, messageType, direction, senderType, price, carrierFee }) => ({
    id,
    country,
    messageType,
    direction,
    senderType,
    price,
    carrierFee: carrierFee ?? 0,
  }))
}
const withoutId = <T extends { id: number }>({ id: _id, ...rest }: T): Omit<T, 'id'> => rest

/** Every messaging rate, by country, message type, direction and sender type. */
export async function readMessagingRates(payload: Payload): Promise<MessagingRate[]> {
  return (await findMessagingRates(payload)).map(withoutId)
}

export type PriceListQuery = { product: PriceListProduct; country: string }
export type PriceListPage = { rows: RateRow[]; page: number; totalPages: number; totalDocs: number }

/** A country's own prices and the ones for every country. */
const priceListWhere = ({ product, country }: PriceListQuery): Where => ({
  and: [{ product: { equals: product } }, { or: [{ country: { equals: country } }, { country: { exists: false } }] }],
})
/** The price list's order: as the editors arranged it, then by name. */
const PRICE_LIST_SORT = ['sortOrder', 'item']
const rateRow = ({ item, unit, price }: RateRow): RateRow => ({ item, unit, price })

/**
 * One product's whole price list for one country: for messaging, the rate card's rates first (the calculator's own
 * numbers, never a copy), then the price list's other messaging items.
 */
export async function readPriceList(payload: Payload, query: PriceListQuery): Promise<RateRow[]> {
  const [rates, found] = await Promise.all([
    query.product === 'messaging' ? findMessagingRates(payload, query.country) : [],
    payload.find({ collection: 'price-list', where: priceListWhere(query), sort: PRICE_LIST_SORT, pagination: false, depth: 0 }),
  ])
  return [...messagingRateRows(rates), ...found.docs.map(rateRow)]
}

/** One page of it (a country's list is a few dozen rows: paged in memory, after the rate card is joined). */
export async function readPriceListPage(payload: Payload, query: PriceListQuery & { page: number; limit: number }): Promise<PriceListPage> {
  const rows = await readPriceList(payload, query)
  const totalPages = Math.max(1, Math.ceil(rows.length / query.limit))
  return { rows: rows.slice((query.page - 1) * query.limit, query.page * query.limit), page: query.page, totalPages, totalDocs: rows.length }
}

/** Every price the site quotes, from the three places prices are kept (lib/pricing/priceEntries). */
export async function readPriceEntries(payload: Payload): Promise<PriceEntry[]> {
  const [rates, list, plans] = await Promise.all([
    findMessagingRates(payload),
    payload.find({ collection: 'price-list', sort: ['product', 'country', ...PRICE_LIST_SORT], pagination: false, depth: 0 }),
    findIotPlans(payload),
  ])
  return [...rates.map(messagingRateEntry), ...list.docs.map(priceListEntry), ...plans.flatMap(iotPlanEntries)]
}

/** Whether a price a pricing table's row points at is still kept (a row's `entry`). */
export async function priceExists(payload: Payload, source: PriceSource, id: number): Promise<boolean> {
  return (await payload.count({ collection: source, where: { id: { equals: id } } })).totalDocs > 0
}

/** Messaging's volume tiers, from the lowest volume. */
export async function readVolumeTiers(payload: Payload): Promise<VolumeTier[]> {
  const found = await payload.find({ collection: 'messaging-volume-tiers', pagination: false, depth: 0, sort: 'fromMessages' })
  return found.docs.map(({ fromMessages, discountPercent }) => ({ fromMessages, discountPercent }))
}

/** Each supported country's IoT zone, by country code. */
export async function readIotZones(payload: Payload): Promise<{ country: string; zone: IotZone }[]> {
  const found = await payload.find({ collection: 'iot-zones', pagination: false, depth: 0, sort: 'country' })
  return found.docs.map(({ country, zone }) => ({ country, zone }))
}

/** One country's IoT zone, or null. */
export async function readIotZone(payload: Payload, alpha2: string): Promise<IotZone | null> {
  return (await payload.find({ collection: 'iot-zones', where: { country: { equals: alpha2 } }, depth: 0, limit: 1 })).docs[0]?.zone ?? null
}

/** The IoT data plans, cheapest monthly fee first. */
export async function readIotPlans(payload: Payload): Promise<(IotPlan & { description: string | null })[]> {
  return (await findIotPlans(payload)).map(withoutId)
}
async function findIotPlans(payload: Payload): Promise<(IotPlan & { id: number; description: string | null })[]> {
  const found = await payload.find({ collection: 'iot-data-plans', pagination: false, depth: 0, sort: 'monthlyFeePerSim' })
  return found.docs.map(({ id, name, description, monthlyFeePerSim, includedMbPerSim, perMb }) => ({
    id,
    name,
    description: description ?? null,
    monthlyFeePerSim,
    includedMbPerSim,
    perMb: (perMb ?? []).map(({ zone, price }) => ({ zone, price })),
  }))
}
