import Link from 'next/link'

import {
  convertAmount,
  type Currency,
  formatUsd,
  localizePrice,
  isPriceListProduct,
  packRateRows,
  type PriceListProduct,
  isFreePrice,
  readsTheList,
  showRow,
  type PriceEntry,
} from '@/lib/pricing'
import { priceListCountries, sharedCountryOptions } from '@/lib/pricing/data'
import { findLocale } from '@/lib/pages'

import type { BlockProps, RenderContext } from '../types'
import { CountryRatesIsland } from './lazy.client'
import styles from './styles.module.css'
import { DEFAULT_COUNTRY } from '@/lib/coverage'
import { getCountryRates, getPriceEntries } from '@/siteData'

/** Rates by country: the first country's rows read on the server, the rest by the island. */
async function RatesByCountry({ product, money }: { product: PriceListProduct; money: RenderContext['money'] }) {
  const countries = priceListCountries(product)
  const localeCountry = money ? findLocale(money.localeCode)?.alpha2 : undefined
  const initialCountry = localeCountry && countries.some((c) => c.alpha2 === localeCountry) ? localeCountry : DEFAULT_COUNTRY
  const initialRows = await getCountryRates(product, initialCountry)
  return (
    <>
      <h3 className={styles.byCountry}>Rates by country</h3>
      <CountryRatesIsland
        product={product}
        countries={sharedCountryOptions(countries)}
        initialCountry={initialCountry}
        initialRows={packRateRows(initialRows)}
        money={
          money ? { currency: money.currency, localeCode: money.localeCode, rates: money.rates } : { currency: 'USD', localeCode: 'en-US', rates: { USD: 1 } }
        }
      />
    </>
  )
}

type StoredRows = NonNullable<BlockProps<'pricingTable'>['block']['rows']>
type PriceText = (shown: number | string, from: boolean) => string

/** The summary rows as the visitor sees them (lib/pricing/priceEntries showRow: an item of the list, a product's lowest price, a note, or typed). */
function SummaryRows({ stored, entries, price }: { stored: StoredRows; entries: readonly PriceEntry[]; price: PriceText }) {
  return stored.map((row, index) => {
    const shown = showRow(row, entries)
    return (
      <tr key={index}>
        <th scope="row">
          {shown.item}
          {/* On phones the unit goes under the item: a third column there wrapped "per message segment" over three lines. */}
          <span>{shown.unit}</span>
          {shown.note && <small>{shown.note}</small>}
        </th>
        <td>{shown.unit}</td>
        {shown.price === null ? (
          <td>
            <Link href="/contact-us">Contact sales</Link>
          </td>
        ) : (
          <td data-price="">{price(shown.price, shown.from)}</td>
        )}
      </tr>
    )
  })
}

/** Rows that take their price from the list, once it is read (cached, tag `pricing`). */
async function ListedRows(props: { stored: StoredRows; price: PriceText }) {
  return <SummaryRows {...props} entries={await getPriceEntries()} />
}

/**
 * The summary rows, read from the price list, then (for a product with rates by country) the rates by country.
 * A table of typed rows only (the styleguide's) renders without reading anything.
 */
export function PricingTable({ block, context }: BlockProps<'pricingTable'>) {
  const product = isPriceListProduct(block.product) ? block.product : undefined
  const stored = block.rows ?? []
  const money = context.money
  // The locale's currency when a rate exists for it, else the table's own.
  const currency = money && convertAmount(1, block.currency, money.currency, money.rates) !== undefined ? money.currency : block.currency
  const localize = (text: string, from: Currency) => (money && currency !== from ? localizePrice(text, from, currency, money.localeCode, money.rates) : text)
  // The list's prices are USD; a typed row's are in the table's currency.
  const price: PriceText = (shown, from) => {
    if (isFreePrice(shown)) return 'Free'
    const text = typeof shown === 'number' ? localize(formatUsd(shown), 'USD') : localize(shown, block.currency)
    return from ? `From ${text}` : text
  }
  return (
    <div className={styles.root} data-block="pricing-table">
      {block.heading && <h2>{block.heading}</h2>}
      <div className="table-scroll" role="region" aria-label={block.heading ?? 'Prices'} tabIndex={0}>
        <table className={styles.summary}>
          <caption className="visually-hidden">{`${block.heading ?? 'Prices'} in ${currency}`}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Unit</th>
              <th scope="col">{`Price (${currency})`}</th>
            </tr>
          </thead>
          <tbody>{readsTheList(stored) ? <ListedRows stored={stored} price={price} /> : <SummaryRows stored={stored} entries={[]} price={price} />}</tbody>
        </table>
      </div>
      {money && currency !== block.currency && (
        <p className={styles.conversion}>
          Converted from {block.currency} at 1 {block.currency} = {convertAmount(1, block.currency, currency, money.rates)?.toFixed(4)} {currency}.
        </p>
      )}
      {product && <RatesByCountry product={product} money={money} />}
    </div>
  )
}
