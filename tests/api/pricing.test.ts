import { describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '@/api/errors'
import { MESSAGING_COUNTRIES } from '@/lib/coverage/countries'

import { DEFAULT_ADMIN } from '@/seed'

import { BASE_URL, eventually, get, localApi, signIn, unique } from './helpers'

const json = async <T>(path: string) => {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}
const errorOf = async (response: Response) => ((await response.json()) as ApiErrorBody).error

describe('pricing endpoints', () => {
  it('GET /pricing/sms-calculator: every country messages are sold in, with rates by type, direction and sender, and the volume tiers', async () => {
    type Rate = { country: string; messageType: string; direction: string; senderType: string; price: number; carrierFee: number }
    const body = await json<{
      currency: string
      defaultCountry: string
      countries: { alpha2: string; name: string; dialCode: string }[]
      rates: Rate[]
      volumeTiers: { fromMessages: number; discountPercent: number }[]
    }>('/api/pricing/sms-calculator')
    expect(body).toMatchObject({ currency: 'USD', defaultCountry: 'US' })
    expect(body.countries.map((c) => c.alpha2).sort()).toEqual([...MESSAGING_COUNTRIES].sort())
    expect(body.countries.length).toBeGreaterThan(100)
    expect(body.countries.find((c) => c.alpha2 === 'GB')).toEqual({ alpha2: 'GB', name: 'United Kingdom', dialCode: '+44' })
    expect(body.volumeTiers).toEqual([
      { fromMessages: 150_001, discountPercent: 5 },
      { fromMessages: 1_000_001, discountPercent: 10 },
      { fromMessages: 10_000_001, discountPercent: 15 },
    ])
    for (const country of MESSAGING_COUNTRIES)
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
    // Messaging is priced wherever it is sold, voice and numbers in the pricing countries only.
    const france = await json<Table>('/api/pricing/get-pricing-tables-data?product=messaging&country=FR')
    expect(france.rows.map((r) => r.item)).toContain('Outbound SMS (long code)')
    const voiceInFrance = await get('/api/pricing/get-pricing-tables-data?product=voice&country=FR')
    expect(voiceInFrance.status).toBe(400)
    expect((await errorOf(voiceInFrance)).fields).toEqual([{ path: 'country', message: 'must be a country this product has rates for' }])
  })

  it('names the bad product, country or page', async () => {
    const response = await get('/api/pricing/get-pricing-tables-data?product=lasers&country=ZZ&page=0')
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

// Issue 33: one source per price. A pricing page's summary rows, its rates by country and the calculator read the
// same rate; the marketer changes it once, in the admin, and every place quotes the new price within a publish.
describe('one price list', () => {
  type Rate = { id: number; price: number }
  const summaryPrice = (html: string, item: string) => {
    const at = html.indexOf(`>${item}<`)
    return at < 0 ? undefined : /data-price="">([^<]+)</.exec(html.slice(at))?.[1]
  }
  const page = async (path: string) => (await get(path)).text()
  const calculatorPrice = async () =>
    (
      await json<{ rates: { country: string; messageType: string; direction: string; senderType: string; price: number }[] }>('/api/pricing/sms-calculator')
    ).rates.find((r) => r.country === 'US' && r.messageType === 'sms' && r.direction === 'outbound' && r.senderType === 'long-code')?.price
  const tablePrice = async () =>
    (await json<{ rows: { item: string; price: number }[] }>('/api/pricing/get-pricing-tables-data?product=messaging&country=US&limit=100')).rows.find(
      (r) => r.item === 'Outbound SMS (long code)',
    )?.price

  it('a messaging rate changed in the admin changes the summary row, the rates by country, the calculator and /pricing’s starting price', async () => {
    const payload = await localApi()
    const rate = (await payload.find({ collection: 'messaging-rates', where: { title: { equals: 'Outbound SMS (long code), US' } }, limit: 1 })).docs[0] as Rate
    expect(rate.price).toBe(0.004)
    // As seeded: one price in every place (the starting price is the US short code's, the lowest outbound SMS).
    expect(summaryPrice(await page('/pricing/messaging'), 'Outbound SMS (long code), US')).toBe('$0.0040')
    expect(await tablePrice()).toBe(0.004)
    expect(await calculatorPrice()).toBe(0.004)
    expect(summaryPrice(await page('/pricing'), 'Messaging: outbound SMS')).toBe('From $0.0035')

    const session = await signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
    const change = (price: number) =>
      fetch(`${BASE_URL}/api/messaging-rates/${rate.id}`, {
        method: 'PATCH',
        headers: { cookie: session, 'content-type': 'application/json' },
        body: JSON.stringify({ price }),
      })
    expect((await change(0.0031)).status).toBe(200)
    try {
      expect(await eventually(async () => summaryPrice(await page('/pricing/messaging'), 'Outbound SMS (long code), US') === '$0.0031', 10_000)).toBe(true)
      expect(summaryPrice(await page('/pricing'), 'Messaging: outbound SMS')).toBe('From $0.0031')
      expect(await tablePrice()).toBe(0.0031)
      expect(await calculatorPrice()).toBe(0.0031)
      // The name the admin picks it by followed the save, a partial update included.
      expect((await payload.findByID({ collection: 'messaging-rates', id: rate.id })).title).toBe('Outbound SMS (long code), US')
    } finally {
      expect((await change(0.004)).status).toBe(200)
    }
    expect(await eventually(async () => summaryPrice(await page('/pricing/messaging'), 'Outbound SMS (long code), US') === '$0.0040', 10_000)).toBe(true)
  })

  it('a price the list no longer holds shows “Contact sales”, never a stale price', async () => {
    const payload = await localApi()
    const item = unique('Temporary item')
    const row = await payload.create({ collection: 'price-list', data: { product: 'storage', item, unit: 'per GB', price: 0.5 } })
    const slug = unique('listed')
    const created = await payload.create({
      collection: 'pages',
      data: {
        title: 'Listed price',
        shell: 'full',
        family: 'landing',
        slug,
        _status: 'published',
        layout: [{ blockType: 'pricingTable', currency: 'USD', rows: [{ source: 'list', entry: { relationTo: 'price-list', value: row.id } }] }],
      },
      draft: false,
    })
    try {
      expect(summaryPrice(await page(`/lp/${slug}`), item)).toBe('$0.50')
      await payload.delete({ collection: 'price-list', id: row.id })
      expect(await eventually(async () => (await page(`/lp/${slug}`)).includes('Contact sales'), 10_000)).toBe(true)
    } finally {
      await payload.delete({ collection: 'pages', id: created.id })
      await payload.delete({ collection: 'price-list', where: { id: { equals: row.id } } })
    }
  })

  describe('refuses what a marketer or an attacker should not be able to save', () => {
    const asAdmin = async (path: string, method: string, body: unknown) =>
      fetch(`${BASE_URL}${path}`, {
        method,
        headers: { cookie: await signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const tableWith = (row: Record<string, unknown>) => ({
      title: 'Hostile price row',
      shell: 'full',
      family: 'landing',
      slug: unique('hostile-row'),
      layout: [{ blockType: 'pricingTable', currency: 'USD', rows: [row] }],
    })
    const refusedPaths = async (response: Response) => {
      const body = (await response.json()) as { errors?: { data?: { errors?: { path: string }[] } }[] }
      return body.errors?.flatMap((error) => error.data?.errors?.map((e) => e.path) ?? []) ?? []
    }

    it('a row pointing outside the price sources, at a price that does not exist, or with words too long: 400 naming the row’s field', async () => {
      const cases: [string, Record<string, unknown>, string][] = [
        ['a page as a price', { source: 'list', entry: { relationTo: 'pages', value: 1 } }, 'layout.0.rows.0.entry'],
        ['a missing price', { source: 'list', entry: { relationTo: 'price-list', value: 987654321 } }, 'layout.0.rows.0.entry'],
        ['no price chosen', { source: 'list' }, 'layout.0.rows.0.entry'],
        ['words too long', { source: 'from', fromProduct: 'voice', fromMatching: 'per minute '.repeat(20) }, 'layout.0.rows.0.fromMatching'],
        ['an unknown product', { source: 'from', fromProduct: 'teleportation' }, 'layout.0.rows.0.fromProduct'],
        ['an id that is not one', { source: 'list', entry: { relationTo: 'price-list', value: 'DROP TABLE' } }, 'layout.0.rows.0.entry'],
        ['an unknown plan price', { source: 'list', entry: { relationTo: 'iot-data-plans', value: 1 }, planPrice: 'zone-9' }, 'layout.0.rows.0.planPrice'],
        ['a typed price as long as a page', { source: 'typed', item: 'Item', unit: 'per GB', price: '$1'.repeat(5_000) }, 'layout.0.rows.0.price'],
      ]
      for (const [name, row, path] of cases) {
        const response = await asAdmin('/api/pages', 'POST', tableWith(row))
        expect(response.status, name).toBe(400)
        expect(await refusedPaths(response), name).toContain(path)
      }
    })

    it('keeps a plan’s price choice only on rows that point at a plan', async () => {
      const payload = await localApi()
      const plan = (await payload.find({ collection: 'iot-data-plans', limit: 1 })).docs[0]
      const listed = (await payload.find({ collection: 'price-list', limit: 1 })).docs[0]
      const response = await asAdmin('/api/pages', 'POST', {
        ...tableWith({}),
        layout: [
          {
            blockType: 'pricingTable',
            currency: 'USD',
            rows: [
              { source: 'list', entry: { relationTo: 'iot-data-plans', value: plan.id }, planPrice: 'zone-2' },
              { source: 'list', entry: { relationTo: 'price-list', value: listed.id }, planPrice: 'zone-2' },
            ],
          },
        ],
      })
      expect(response.status).toBe(201)
      const { doc } = (await response.json()) as { doc: { id: number; layout: { rows: { planPrice: string | null }[] }[] } }
      try {
        expect(doc.layout[0].rows.map((row) => row.planPrice ?? null)).toEqual(['zone-2', null])
      } finally {
        await payload.delete({ collection: 'pages', id: doc.id })
      }
    })

    it('a bulk change to the price list retitles every row it touches, and a typed price in a reusable section the list contradicts is refused', async () => {
      const payload = await localApi()
      const item = unique('Bulk item')
      const rows = await Promise.all([
        payload.create({ collection: 'price-list', data: { product: 'storage', item, unit: 'per GB', price: 0.5 } }),
        payload.create({ collection: 'price-list', data: { product: 'storage', country: 'GB', item, unit: 'per GB', price: 0.6 } }),
      ])
      try {
        const bulk = await asAdmin(`/api/price-list?where[item][equals]=${encodeURIComponent(item)}`, 'PATCH', { item: `${item} renamed` })
        expect(bulk.status).toBe(200)
        // By title: the two rows were created at once, so which got the lower id varies from run to run (CI).
        const titles = (await payload.find({ collection: 'price-list', where: { id: { in: rows.map((row) => row.id) } }, sort: 'title' })).docs.map(
          (doc) => doc.title,
        )
        expect(titles).toEqual([`${item} renamed`, `${item} renamed, GB`])

        const section = await asAdmin('/api/reusable-sections', 'POST', {
          name: unique('Typed prices'),
          _status: 'published',
          layout: [{ blockType: 'pricingTable', currency: 'USD', rows: [{ source: 'typed', item: `${item} renamed`, unit: 'per GB', price: '$0.90' }] }],
        })
        expect(section.status).toBe(400)
        expect(await refusedPaths(section)).toContain('layout.0.rows.0.price')
      } finally {
        await payload.delete({ collection: 'price-list', where: { id: { in: rows.map((row) => row.id) } } })
      }
    })
  })
})
