import { describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '@/api/errors'
import { PRICING_COUNTRIES } from '@/lib/coverage/countries'

import { get, localApi, unique } from './helpers'

const json = async <T>(path: string) => {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}
const errorOf = async (response: Response) => ((await response.json()) as ApiErrorBody).error

describe('pricing endpoints', () => {
  it('GET /pricing/sms-calculator: every pricing country with rates by type, direction and sender', async () => {
    type Rate = { country: string; messageType: string; direction: string; senderType: string; price: number; carrierFee: number }
    const body = await json<{ currency: string; defaultCountry: string; countries: { alpha2: string; name: string; dialCode: string }[]; rates: Rate[] }>(
      '/api/pricing/sms-calculator',
    )
    expect(body).toMatchObject({ currency: 'USD', defaultCountry: 'US' })
    expect(body.countries.map((c) => c.alpha2).sort()).toEqual([...PRICING_COUNTRIES].sort())
    expect(body.countries.find((c) => c.alpha2 === 'GB')).toEqual({ alpha2: 'GB', name: 'United Kingdom', dialCode: '+44' })
    for (const country of PRICING_COUNTRIES)
      expect(
        body.rates.some((r) => r.country === country && r.messageType === 'sms' && r.direction === 'outbound'),
        country,
      ).toBe(true)
    const us = body.rates.find((r) => r.country === 'US' && r.messageType === 'sms' && r.direction === 'outbound' && r.senderType === 'long-code')
    expect(us).toMatchObject({ price: 0.004, carrierFee: 0.003 })
  })

  it('GET /pricing/iot-sim-card-calculator: zones with their countries and plans with per-zone prices', async () => {
    type Plan = { name: string; monthlyFeePerSim: number; includedMbPerSim: number; perMb: Record<string, number> }
    const body = await json<{ zones: { zone: string; countries: { alpha2: string }[] }[]; plans: Plan[] }>('/api/pricing/iot-sim-card-calculator')
    expect(body.zones.map((z) => z.zone)).toEqual(['zone-1', 'zone-2', 'zone-3', 'zone-4'])
    expect(body.zones[0].countries.map((c) => c.alpha2)).toContain('US')
    expect(body.zones[3].countries.map((c) => c.alpha2)).toContain('XX')
    expect(body.plans.map((p) => p.name)).toEqual(['Pay as you go', 'Pooled 1 GB', 'Pooled 10 GB'])
    expect(Object.keys(body.plans[0].perMb).sort()).toEqual(['zone-1', 'zone-2', 'zone-3', 'zone-4'])
  })

  it('GET /pricing/country-zone/{country}: the zone, 404 for an unknown code, 400 for a malformed one', async () => {
    expect(await json('/api/pricing/country-zone/gb')).toEqual({ country: 'GB', name: 'United Kingdom', zone: 'zone-1' })
    expect(await json('/api/pricing/country-zone/XX')).toMatchObject({ country: 'XX', zone: 'zone-4' })
    for (const code of ['ZZ', 'AQ']) {
      const unknown = await get(`/api/pricing/country-zone/${code}`)
      expect(unknown.status, code).toBe(404)
      expect((await errorOf(unknown)).code).toBe('not_found')
    }
    const malformed = await get('/api/pricing/country-zone/USA')
    expect(malformed.status).toBe(400)
    expect((await errorOf(malformed)).fields?.[0]).toEqual({ path: 'country', message: 'must be a two-letter ISO country code' })
  })

  it('GET /pricing/get-pricing-tables-data: rows by product and country with the currency, paginated', async () => {
    type Table = {
      product: string
      country: string
      currency: string
      rows: { item: string; unit: string; price: number }[]
      page: number
      totalPages: number
      totalDocs: number
    }
    const all = await json<Table>('/api/pricing/get-pricing-tables-data?product=voice&country=gb')
    expect(all).toMatchObject({ product: 'voice', country: 'GB', currency: 'USD', page: 1 })
    expect(all.rows[0]).toEqual({ item: 'Outbound calls to United Kingdom landlines and mobiles', unit: 'per minute', price: 0.0123 })
    const page2 = await json<Table>('/api/pricing/get-pricing-tables-data?product=messaging&country=US&limit=3&page=2')
    expect(page2.rows).toHaveLength(3)
    expect(page2.totalPages).toBe(Math.ceil(page2.totalDocs / 3))
    const defaults = await json<Table>('/api/pricing/get-pricing-tables-data?product=numbers')
    expect(defaults.country).toBe('US')
  })

  it('names the bad product, country or page', async () => {
    const response = await get('/api/pricing/get-pricing-tables-data?product=lasers&country=FR&page=0')
    expect(response.status).toBe(400)
    expect((await errorOf(response)).fields?.map((f) => f.path).sort()).toEqual(['country', 'page', 'product'])
  })
})

// The endpoints read their data through cached queries; a change in the admin must show at once, not after the cache lifetime.
describe('cached endpoint data expires on change', () => {
  it('a rate card change shows in the calculator and the price list at once', async () => {
    type Rate = { country: string; messageType: string; direction: string; senderType: string; price: number }
    const usLongCode = (rates: Rate[]) =>
      rates.find((r) => r.country === 'US' && r.messageType === 'sms' && r.direction === 'outbound' && r.senderType === 'long-code')
    const before = await json<{ rates: Rate[] }>('/api/pricing/sms-calculator')
    expect(usLongCode(before.rates)?.price).toBe(0.004)
    // Asked twice so the second answer comes from the cache.
    await json('/api/pricing/sms-calculator')
    const tableBefore = await json<{ rows: { item: string }[] }>('/api/pricing/get-pricing-tables-data?product=voice&country=US&limit=100')

    const payload = await localApi()
    const rate = (
      await payload.find({
        collection: 'messaging-rates',
        where: {
          and: [
            { country: { equals: 'US' } },
            { messageType: { equals: 'sms' } },
            { direction: { equals: 'outbound' } },
            { senderType: { equals: 'long-code' } },
          ],
        },
        limit: 1,
      })
    ).docs[0]
    const item = unique('Test rate')
    await payload.update({ collection: 'messaging-rates', id: rate.id, data: { price: 0.0045 } })
    const row = await payload.create({
      collection: 'price-list',
      data: { product: 'voice', country: 'US', item, unit: 'per minute', price: 0.5, sortOrder: 999 },
    })
    try {
      expect(usLongCode((await json<{ rates: Rate[] }>('/api/pricing/sms-calculator')).rates)?.price).toBe(0.0045)
      const table = await json<{ rows: { item: string }[] }>('/api/pricing/get-pricing-tables-data?product=voice&country=US&limit=100')
      expect(table.rows.map((r) => r.item)).toEqual([...tableBefore.rows.map((r) => r.item), item])
    } finally {
      await payload.update({ collection: 'messaging-rates', id: rate.id, data: { price: 0.004 } })
      await payload.delete({ collection: 'price-list', id: row.id })
    }
    expect(usLongCode((await json<{ rates: Rate[] }>('/api/pricing/sms-calculator')).rates)?.price).toBe(0.004)
  })
})
