'use client'
import { useId, useMemo, useRef, useState } from 'react'

import { getJson } from '@/lib/requests'
import {
  convertAmount,
  formatMoney,
  type Currency,
  type ExchangeRates,
  isFreePrice,
  priceDecimals,
  viewRates,
  type RateRow,
  type RateSort,
  type PackedCountryOptions,
  type PackedRateRows,
  unpackCountryOptions,
  unpackRateRows,
} from '@/lib/pricing'
import type { PriceListProduct } from '@/lib/pricing'
import { CountrySelect } from '@/components/forms/CountrySelect'
import { useEarlyInput } from '@/components/hooks/useEarlyInput'

import styles from './styles.module.css'
import { fieldClass } from '@/components/forms/Field'

export type CountryRatesProps = {
  product: PriceListProduct
  /** Packed (lib/pricing/packedRates). */
  countries: PackedCountryOptions
  initialCountry: string
  /** Packed (lib/pricing/packedRates). */
  initialRows: PackedRateRows
  money: { currency: Currency; localeCode: string; rates: ExchangeRates }
}

type RatesPage = { rows: RateRow[]; totalPages: number }

/** Every rate of a country: the endpoint answers at most 100 rows a page, so read on until the last page. */
async function allRates(product: PriceListProduct, country: string): Promise<RateRow[]> {
  const rows: RateRow[] = []
  for (let page = 1, pages = 1; page <= pages; page++) {
    const body = await getJson<RatesPage>('/api/pricing/get-pricing-tables-data', { query: { product, country, limit: '100', page: String(page) } })
    rows.push(...body.rows)
    pages = body.totalPages
  }
  return rows
}

type Column = { key: RateSort['key'] | 'unit'; label: string; sortable: boolean }
const COLUMNS: Column[] = [
  { key: 'item', label: 'Item', sortable: true },
  { key: 'unit', label: 'Unit', sortable: false },
  { key: 'price', label: 'Price', sortable: true },
]

/** Rates by country: a real table with a country switcher, search, sortable columns and pages. */
export function CountryRates({ product, countries: packedCountries, initialCountry, initialRows, money }: CountryRatesProps) {
  const countries = useMemo(() => unpackCountryOptions(packedCountries), [packedCountries])
  const id = useId()
  const [country, setCountry] = useState(initialCountry)
  const [rows, setRows] = useState(() => unpackRateRows(initialRows))
  const [status, setStatus] = useState<'ready' | 'loading' | 'failed'>('ready')
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState<RateSort>()
  const [page, setPage] = useState(1)
  const view = viewRates(rows, { search, sort, page })
  const countryName = countries.find((c) => c.alpha2 === country)?.name ?? country

  async function switchCountry(next: string) {
    setCountry(next)
    setPage(1)
    setStatus('loading')
    try {
      setRows(await allRates(product, next))
      setStatus('ready')
    } catch {
      setStatus('failed')
    }
  }

  // A country picked or a search typed before the island hydrates goes through the handlers below.
  const controls = useRef<HTMLDivElement>(null)
  useEarlyInput(controls)

  const toggleSort = (key: RateSort['key']) => {
    setSort((current) => ({ key, direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending' }))
    setPage(1)
  }
  const price = (usd: number) => {
    if (isFreePrice(usd)) return 'Free'
    const amount = convertAmount(usd, 'USD', money.currency, money.rates)
    return amount === undefined
      ? formatMoney(usd, 'USD', 'en-US', priceDecimals(usd))
      : formatMoney(amount, money.currency, money.localeCode, priceDecimals(amount))
  }

  return (
    <div data-testid="country-rates">
      <div ref={controls} className={styles.ratesControls}>
        <CountrySelect countries={countries} value={country} onChange={(event) => void switchCountry(event.currentTarget.value)} />
        <label className={fieldClass()}>
          <span>Search rates</span>
          <input
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value)
              setPage(1)
            }}
          />
        </label>
      </div>
      <p className={styles.ratesStatus} role="status" aria-live="polite">
        {status === 'loading'
          ? `Loading ${countryName} rates…`
          : status === 'failed'
            ? `The rates for ${countryName} could not be loaded. Please try again.`
            : `${view.total} rates for ${countryName}`}
      </p>
      <div className="table-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className={styles.table}>
          <caption id={`${id}-caption`} className={styles.ratesCaption}>
            Rates in {countryName} ({money.currency})
          </caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col" aria-sort={sort?.key === column.key ? sort.direction : undefined}>
                  {column.sortable ? (
                    <button type="button" className={styles.sort} onClick={() => toggleSort(column.key as RateSort['key'])}>
                      {column.label}
                      <span aria-hidden="true">{sort?.key === column.key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}</span>
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <tr key={`${row.item}-${row.unit}`}>
                <th scope="row">{row.item}</th>
                <td>{row.unit}</td>
                <td>{price(row.price)}</td>
              </tr>
            ))}
            {view.rows.length === 0 && (
              <tr>
                <td colSpan={3}>No rates match “{search}”.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {view.totalPages > 1 && (
        <nav className={styles.ratesPages} aria-label="Rate pages">
          <button type="button" className="button button--secondary button--on-light" disabled={view.page <= 1} onClick={() => setPage(view.page - 1)}>
            Previous
          </button>
          <span>
            Page {view.page} of {view.totalPages}
          </span>
          <button
            type="button"
            className="button button--secondary button--on-light"
            disabled={view.page >= view.totalPages}
            onClick={() => setPage(view.page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  )
}
