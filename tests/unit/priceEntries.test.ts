import { describe, expect, it } from 'vitest'

import {
  chosenKey,
  contradictions,
  formatUsd,
  iotPlanEntries,
  lowestEntry,
  messagingRateEntry,
  messagingRateRows,
  parsePrice,
  priceListEntry,
  showRow,
  summaryRowTitle,
  type MessagingRate,
  type PriceEntry,
} from '@/lib/pricing'
import { checkContent, hasTypedPrices, pricingRowsIn, type ContentFacts } from '@/lib/seo'

const usLongCode: MessagingRate & { id: number } = {
  id: 7,
  country: 'US',
  messageType: 'sms',
  direction: 'outbound',
  senderType: 'long-code',
  price: 0.004,
  carrierFee: 0.003,
}
const plan = {
  id: 3,
  name: 'Pay as you go',
  monthlyFeePerSim: 0.5,
  includedMbPerSim: 0,
  perMb: [
    { zone: 'zone-1' as const, price: 0.04 },
    { zone: 'zone-2' as const, price: 0.08 },
  ],
}
const entries: PriceEntry[] = [
  messagingRateEntry(usLongCode),
  messagingRateEntry({ ...usLongCode, id: 8, country: 'GB', price: 0.0395, carrierFee: 0 }),
  priceListEntry({ id: 1, product: 'numbers', country: 'US', item: 'Local number', unit: 'per month', price: 1 }),
  priceListEntry({ id: 2, product: 'numbers', country: 'GB', item: 'Local number', unit: 'per month', price: 1.5 }),
  priceListEntry({ id: 4, product: 'numbers', country: 'US', item: 'Port-in', unit: 'per number', price: 0 }),
  priceListEntry({ id: 5, product: 'storage', item: 'Standard storage', unit: 'per GB per month', price: 0.006, note: 'Billed hourly.' }),
  ...iotPlanEntries(plan),
]

describe('price entries', () => {
  it('name a messaging rate by what it is, its carrier fee in the small print', () => {
    expect(entries[0]).toEqual({
      key: 'messaging-rates:7',
      product: 'messaging',
      country: 'US',
      item: 'Outbound SMS (long code)',
      unit: 'per segment',
      price: 0.004,
      note: 'Plus a carrier fee of $0.0030.',
    })
    expect(messagingRateRows([usLongCode])).toEqual([
      { item: 'Outbound SMS (long code)', unit: 'per segment', price: 0.004 },
      { item: 'Carrier fee, outbound sms (long code)', unit: 'per segment', price: 0.003 },
    ])
  })

  it('give an IoT plan one entry for its fee and one per zone', () => {
    expect(iotPlanEntries(plan).map((e) => [e.key, e.item, e.unit, e.price])).toEqual([
      ['iot-data-plans:3:fee', 'Pay as you go plan', 'per SIM per month', 0.5],
      ['iot-data-plans:3:zone-1', 'Pay as you go: data in zone 1', 'per MB', 0.04],
      ['iot-data-plans:3:zone-2', 'Pay as you go: data in zone 2', 'per MB', 0.08],
    ])
  })

  it('format USD with four decimals below a dollar and two above, with thousands', () => {
    expect([formatUsd(0.004), formatUsd(0.0035), formatUsd(0.5), formatUsd(0.15), formatUsd(1.5), formatUsd(1000), formatUsd(0)]).toEqual([
      '$0.0040',
      '$0.0035',
      '$0.50',
      '$0.15',
      '$1.50',
      '$1,000.00',
      '$0.00',
    ])
  })
})

describe('a summary row', () => {
  it('shows the price it chose, the list’s name and country unless it renames them', () => {
    expect(showRow({ source: 'list', entry: { relationTo: 'messaging-rates', value: 7 } }, entries)).toEqual({
      item: 'Outbound SMS (long code), US',
      unit: 'per segment',
      price: 0.004,
      from: false,
      note: 'Plus a carrier fee of $0.0030.',
    })
    // A populated relationship (depth ≥ 1) and the row's own wording.
    expect(showRow({ source: 'list', entry: { relationTo: 'price-list', value: { id: 2 } }, item: 'UK local number', note: '' }, entries)).toMatchObject({
      item: 'UK local number',
      price: 1.5,
      note: null,
    })
    expect(showRow({ source: 'list', entry: { relationTo: 'iot-data-plans', value: 3 }, planPrice: 'zone-2' }, entries).price).toBe(0.08)
    expect(chosenKey({ relationTo: 'iot-data-plans', value: 3 }, null)).toBe('iot-data-plans:3:fee')
  })

  it('"From": the lowest price of the product that is not free, among the items with the words', () => {
    expect(lowestEntry(entries, 'numbers')?.price).toBe(1)
    // Without the carrier-fee note of the one rate it found: a "From" row's small print is its own.
    expect(showRow({ source: 'from', fromProduct: 'messaging', fromMatching: 'OUTBOUND sms', item: 'Messaging' }, entries)).toEqual({
      item: 'Messaging',
      unit: 'per segment',
      price: 0.004,
      from: true,
      note: null,
    })
    expect(lowestEntry(entries, 'iot', 'plan per sim')?.key).toBe('iot-data-plans:3:fee')
    expect(lowestEntry(entries, 'inference')).toBeUndefined()
  })

  it('shows no price, never a stale one, for an entry that has gone, a product without prices, or a note', () => {
    expect(showRow({ source: 'list', entry: { relationTo: 'price-list', value: 999 }, item: 'Old item' }, entries)).toMatchObject({
      item: 'Old item',
      price: null,
    })
    expect(showRow({ source: 'from', fromProduct: 'inference', item: 'AI' }, entries).price).toBeNull()
    expect(showRow({ source: 'note', item: 'Voice AI agents', note: 'By volume.' }, entries)).toEqual({
      item: 'Voice AI agents',
      unit: '',
      price: null,
      from: false,
      note: 'By volume.',
    })
  })

  it('typed, or saved before the price list (no source): as written', () => {
    expect(showRow({ item: 'Setup', unit: 'once', price: '$10.00' }, entries)).toMatchObject({ item: 'Setup', price: '$10.00' })
  })
})

describe('a summary row’s title in the admin', () => {
  it('says what the row shows, so collapsed rows can be told apart', () => {
    expect(summaryRowTitle({ source: 'typed', item: 'Outbound SMS', price: '$0.0079' })).toBe('Outbound SMS · $0.0079')
    expect(summaryRowTitle({ item: 'Old row' })).toBe('Old row')
    expect(summaryRowTitle({ source: 'typed' })).toBeUndefined()
    expect(summaryRowTitle({ source: 'note', item: 'Enterprise volumes' })).toBe('Enterprise volumes · Contact sales')
    expect(summaryRowTitle({ source: 'from', fromProduct: 'voice', fromMatching: 'per minute' })).toBe('From the lowest Voice price with “per minute”')
    expect(summaryRowTitle({ source: 'from' })).toBe('From: choose a product')
    const entry = { relationTo: 'price-list' as const, value: 7 }
    expect(summaryRowTitle({ source: 'list', entry }, 'Local number, GB')).toBe('Local number, GB')
    // The title is read after the label first shows; until then it says what kind of price the row holds.
    expect(summaryRowTitle({ source: 'list', entry })).toBe('A price from the list')
    expect(summaryRowTitle({ source: 'list', entry, item: 'UK numbers' }, 'Local number, GB')).toBe('UK numbers')
    expect(summaryRowTitle({ source: 'list' })).toBe('Choose a price from the list')
    expect(summaryRowTitle({ source: 'list', entry: { relationTo: 'iot-data-plans', value: { id: 2 } }, planPrice: 'zone-2' }, 'Pooled 1 GB')).toBe(
      'Pooled 1 GB · Per MB in zone 2',
    )
    expect(summaryRowTitle({ source: 'list', entry: { relationTo: 'iot-data-plans', value: 2 } }, 'Pooled 1 GB')).toBe('Pooled 1 GB · Monthly fee per SIM')
  })
})

describe('typed prices against the list', () => {
  it('reads the amount of a written price', () => {
    expect([parsePrice('From $1,000.50'), parsePrice('$0.0040'), parsePrice('$1,250.00 / month'), parsePrice('Free')]).toEqual([1000.5, 0.004, 1250, undefined])
  })

  it('refuse an item the list prices otherwise, in any country; accept one it prices so, or does not hold', () => {
    const rows = [
      { source: 'typed' as const, item: 'local NUMBER', unit: 'per month', price: '$1.20' },
      { item: 'Local number', unit: 'per month', price: '$1.50' },
      { source: 'typed' as const, item: 'Setup fee', unit: 'once', price: '$10.00' },
      { source: 'list' as const, entry: { relationTo: 'price-list' as const, value: 1 }, item: 'Local number', price: '$9' },
    ]
    expect(contradictions(rows, entries)).toEqual([{ index: 0, item: 'local NUMBER', listed: [1, 1.5] }])
  })

  it('are found in pricing tables at any depth, and block the publish with the field named', () => {
    const layout = [
      { blockType: 'hero', heading: 'Pricing' },
      { blockType: 'section', blocks: [{ blockType: 'pricingTable', rows: [{ source: 'typed', item: 'Standard storage', unit: 'per GB', price: '$0.01' }] }] },
    ]
    expect(pricingRowsIn(layout).map((r) => r.field)).toEqual(['layout.1.blocks.0.rows.0'])
    expect(hasTypedPrices(layout)).toBe(true)
    expect(hasTypedPrices([{ blockType: 'pricingTable', rows: [{ source: 'from', fromProduct: 'storage' }] }])).toBe(false)
    const facts: ContentFacts = {
      siteUrl: 'https://ostra.test',
      publishedPaths: new Set(),
      redirectSources: new Set(),
      publishedDocuments: new Set(),
      mediaAlt: new Map(),
      samePath: [],
      sameTitle: [],
      prices: entries,
    }
    const findings = checkContent({ seoTitle: 'Pricing', scan: { links: [], documentLinks: [], emptyLinks: [], media: [] }, layout }, facts)
    expect(findings).toEqual([
      {
        severity: 'error',
        rule: 'price-contradicts-list',
        field: 'layout.1.blocks.0.rows.0.price',
        message: '“Standard storage” costs $0.0060 in the price list, not $0.01: choose the price from the list instead of typing it',
      },
    ])
    // A typed price the list agrees with is not refused, but the marketer is told it will not follow the list.
    const agreeing = [{ blockType: 'pricingTable', rows: [{ item: 'Standard storage', unit: 'per GB', price: '$0.006' }] }]
    expect(checkContent({ seoTitle: 'Pricing', scan: { links: [], documentLinks: [], emptyLinks: [], media: [] }, layout: agreeing }, facts)).toEqual([
      {
        severity: 'warning',
        rule: 'price-typed',
        field: 'layout.0.rows.0.price',
        message: '“Standard storage” has a price typed by hand: choose “A price from the price list” so it changes when the list does',
      },
    ])
  })
})
