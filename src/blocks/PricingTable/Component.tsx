import { convertAmount, localizePrice } from '@/lib/currency'

import type { BlockProps } from '../types'

export function PricingTable({ block, context }: BlockProps<'pricingTable'>) {
  const rows = block.rows ?? []
  const money = context.money
  // The locale's currency when a rate exists for it, else the table's own.
  const currency = money && convertAmount(1, block.currency, money.currency, money.rates) !== undefined ? money.currency : block.currency
  const price = (text: string) => (money && currency !== block.currency ? localizePrice(text, block.currency, currency, money.localeCode, money.rates) : text)
  return (
    <div className="pricing-table">
      {block.heading && <h2>{block.heading}</h2>}
      <div className="table-scroll" role="region" aria-label={block.heading ?? 'Prices'} tabIndex={0}>
        <table>
          <caption className="visually-hidden">
            {block.heading ?? 'Prices'} in {currency}
          </caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Unit</th>
              <th scope="col">Price ({currency})</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id ?? row.item}>
                <th scope="row">
                  {row.item}
                  {row.note && <span className="pricing-table__note">{row.note}</span>}
                </th>
                <td>{row.unit}</td>
                <td className="pricing-table__price">{price(row.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {money && currency !== block.currency && (
        <p className="pricing-table__conversion">
          Converted from {block.currency} at 1 {block.currency} = {convertAmount(1, block.currency, currency, money.rates)?.toFixed(4)} {currency}.
        </p>
      )}
    </div>
  )
}
