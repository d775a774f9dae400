/**
 * The one place the rate card and the price list are read, for the pages'
 * first render (lib/pricing/cachedReads.ts) and the /api/pricing/* endpoints alike,
 * so a calculator and its endpoint always show the same rows in the same order.
 * Each caller wraps a read in its cache (tag `pricing`). No config import: the
 * endpoints' modules load with the Payload config.
 */
import type { Payload, Where } from 'payload'

import type { IotZone, PriceListProduct } from './catalog'
import type { IotPlan, MessagingRate } from './estimate'
import type { RateRow } from './rateTable'

/** Every messaging rate, by country, message type, direction and sender type. */
export async function readMessagingRates(payload: Payload): Promise<MessagingRate[]> {
  const found = await payload.find({
    collection: 'messaging-rates',
    pagination: false,
    depth: 0,
    sort: ['country', 'messageType', 'direction', 'senderType'],
  })
  return found.docs.map(({ country, messageType, direction, senderType, price, carrierFee }) => ({
    country,
    messageType,
    direction,
    senderType,
    price,
    carrierFee: carrierFee ?? 0,
  }))
}

export type PriceListQuery = { product: PriceListProduct; country: string }
export type PriceListPage = { rows: RateRow[]; page: number; totalPages: number; totalDocs: number }

const priceListWhere = ({ product, country }: PriceListQuery): Where => ({ and: [{ product: { equals: product } }, { country: { equals: country } }] })
/** The price list's order: as the editors arranged it, then by name. */
const PRICE_LIST_SORT = ['sortOrder', 'item']
const rateRow = ({ item, unit, price }: RateRow): RateRow => ({ item, unit, price })

/** One product's whole price list for one country. */
export async function readPriceList(payload: Payload, query: PriceListQuery): Promise<RateRow[]> {
  const found = await payload.find({ collection: 'price-list', where: priceListWhere(query), sort: PRICE_LIST_SORT, pagination: false, depth: 0 })
  return found.docs.map(rateRow)
}

/** One page of it. */
export async function readPriceListPage(payload: Payload, query: PriceListQuery & { page: number; limit: number }): Promise<PriceListPage> {
  const found = await payload.find({
    collection: 'price-list',
    where: priceListWhere(query),
    sort: PRICE_LIST_SORT,
    page: query.page,
    limit: query.limit,
    depth: 0,
  })
  return { rows: found.docs.map(rateRow), page: found.page ?? query.page, totalPages: found.totalPages, totalDocs: found.totalDocs }
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
  const found = await payload.find({ collection: 'iot-data-plans', pagination: false, depth: 0, sort: 'monthlyFeePerSim' })
  return found.docs.map(({ name, description, monthlyFeePerSim, includedMbPerSim, perMb }) => ({
    name,
    description: description ?? null,
    monthlyFeePerSim,
    includedMbPerSim,
    perMb: (perMb ?? []).map(({ zone, price }) => ({ zone, price })),
  }))
}
