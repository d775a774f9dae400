import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const pricingTableFixture: BlockOf<'pricingTable'> = {
  blockType: 'pricingTable',
  heading: 'Messaging rates',
  product: 'messaging',
  currency: 'USD',
  rows: [
    { source: 'typed', item: 'Outbound SMS (US long code)', unit: 'per segment', price: '$0.0040' },
    { source: 'typed', item: 'Inbound SMS', unit: 'per segment', price: '$0.0000', note: 'Free on long codes' },
    { source: 'note', item: 'Dedicated short codes', note: 'Priced by volume.' },
  ],
}
