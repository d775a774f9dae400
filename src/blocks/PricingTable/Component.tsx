import { convertAmount, localizePrice, PRICE_LIST_PRODUCT_NAMES, type PriceListProduct, isFreePrice } from '@/lib/pricing'
import { priceListCountries } from '@/lib/pricing/data'
import { findLocale } from '@/lib/pages'

import type { BlockProps, RenderContext } from '../types'
import { CountryRatesIsland } from './lazy.client'
import styles from './styles.module.css'
import { DEFAULT_COUNTRY } from '@/lib/coverage'
import { getCountryRates } from '@/siteData'

const isPriceListProduct = (value: string | null | undefined): value is PriceListProduct =>
  (PRICE_LIST_PRODUCT_NAMES as readonly (string | null | undefined)[]).includes(value)

/** Rates by country: the first country's rows read on the server, the rest by the island. */
async function RatesByCountry({ product, money }: { product: PriceListProduct; money: RenderContext['money'] }) {
  const countries = priceListCountries()
  const localeCountry = money ? findLocale(money.localeCode)?.alpha2 : undefined
  const initialCountry = localeCountry && countries.some((c) => c.alpha2 === localeCountry) ? localeCountry : DEFAULT_COUNTRY
  const initialRows = await getCountryRates(product, initialCountry)
  return (
    <>
      <h3 className={styles.byCountry}>Rates by country</h3>
      <CountryRatesIsland
        product={product}
        countries={countries}
        initialCountry={initialCountry}
        initialRows={initialRows}
        money={
          money ? { currency: money.currency, localeCode: money.localeCode, rates: money.rates } : { currency: 'USD', localeCode: 'en-US', rates: { USD: 1 } }
        }
      />
    </>
  )
}

/** The marketer's summary rows, then (for a product with a price list) the rates by country. */
export function PricingTable({ block, context }: BlockProps<'pricingTable'>) {
  const product = isPriceListProduct(block.product) ? block.product : undefined
  const rows = block.rows ?? []
  const money = context.money
  // The locale's currency when a rate exists for it, else the table's own.
  const currency = money && convertAmount(1, block.currency, money.currency, money.rates) !== undefined ? money.currency : block.currency
  const price = (text: string) =>
    isFreePrice(text) ? 'Free' : money && currency !== block.currency ? localizePrice(text, block.currency, currency, money.localeCode, money.rates) : text
  return (
    <div className={styles.root} data-block="pricing-table">
      {block.heading && <h2>{block.heading}</h2>}
      <div className="table-scroll" role="region" aria-label={block.heading ?? 'Prices'} tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">
            {block.heading ?? 'Prices'} in {currency}
          </caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className={styles.unitCell}>
                Unit
              </th>
              <th scope="col">Price ({currency})</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id ?? row.item}>
                <th scope="row">
                  {row.item}
                  {/* On phones the unit goes under the item: a third column there wrapped "per message segment" over three lines. */}
                  <span className={styles.unitInline}>{row.unit}</span>
                  {row.note && <span className={styles.note}>{row.note}</span>}
                </th>
                <td className={styles.unitCell}>{row.unit}</td>
                <td className={styles.price} data-price="">
                  {price(row.price)}
                </td>
              </tr>
            ))}
          </tbody>
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
