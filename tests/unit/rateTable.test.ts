import { describe, expect, it } from 'vitest'

import { priceDecimals, viewRates, type RateRow } from '@/lib/pricing/rateTable'

const ROWS: RateRow[] = [
  { item: 'Outbound SMS (long code)', unit: 'per segment', price: 0.007 },
  { item: 'Inbound SMS (long code)', unit: 'per segment', price: 0.004 },
  { item: 'Outbound MMS (toll free)', unit: 'per message', price: 0.02 },
  { item: 'Local number', unit: 'per month', price: 1 },
]

describe('the country rates view', () => {
  it('searches every word in item and unit', () => {
    expect(viewRates(ROWS, { search: 'sms outbound' }).rows.map((r) => r.item)).toEqual(['Outbound SMS (long code)'])
    expect(viewRates(ROWS, { search: 'per month' }).total).toBe(1)
    expect(viewRates(ROWS, { search: '' }).total).toBe(4)
  })

  it('sorts by price or item, either way', () => {
    expect(viewRates(ROWS, { sort: { key: 'price', direction: 'ascending' } }).rows.map((r) => r.price)).toEqual([0.004, 0.007, 0.02, 1])
    expect(viewRates(ROWS, { sort: { key: 'item', direction: 'descending' } }).rows[0].item).toBe('Outbound SMS (long code)')
  })

  it('pages, keeping the page within range', () => {
    expect(viewRates(ROWS, { page: 2, pageSize: 3 })).toMatchObject({ page: 2, totalPages: 2, total: 4, rows: [ROWS[3]] })
    expect(viewRates(ROWS, { page: 9, pageSize: 3 }).page).toBe(2)
    expect(viewRates([], { page: 1 })).toEqual({ rows: [], page: 1, totalPages: 1, total: 0 })
  })

  it('shows fractions of a cent with four decimals', () => {
    expect(priceDecimals(0.0075)).toBe(4)
    expect(priceDecimals(1.5)).toBe(2)
  })
})
