import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const pricingTableFixture: BlockOf<'pricingTable'> = {
  blockType: 'pricingTable',
  heading: 'Messaging rates',
  product: 'messaging',
  currency: 'USD',
  rows: [
    { item: 'Outbound SMS (US long code)', unit: 'per segment', price: '$0.0040' },
    { item: 'Inbound SMS', unit: 'per segment', price: '$0.0000', note: 'Free on long codes' },
  ],
}
