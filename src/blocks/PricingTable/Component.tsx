import type { BlockProps } from '../types'

export function PricingTable({ block }: BlockProps<'pricingTable'>) {
  const rows = block.rows ?? []
  return (
    <div className="pricing-table">
      {block.heading && <h2>{block.heading}</h2>}
      <div className="table-scroll" role="region" aria-label={block.heading ?? 'Prices'} tabIndex={0}>
        <table>
          <caption className="visually-hidden">
            {block.heading ?? 'Prices'} in {block.currency}
          </caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Unit</th>
              <th scope="col">Price ({block.currency})</th>
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
                <td className="pricing-table__price">{row.price}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
