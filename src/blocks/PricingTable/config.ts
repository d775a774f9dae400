import {
  BASE_CURRENCY,
  CURRENCIES,
  options,
  PLAN_PRICE_LABELS,
  PLAN_PRICES,
  PRICE_SOURCES,
  PRICED_PRODUCT_NAMES,
  PRICED_PRODUCTS,
  SUMMARY_SOURCE_LABELS,
  SUMMARY_SOURCES,
  type SummarySource,
} from '@/lib/pricing'

import { BLOCK_GROUPS, arrayRowLabel } from '../adminUi'
import { defineBlock } from '../defineBlock'

type Sibling = { source?: SummarySource | null } | undefined
const shownFor = (source: SummarySource) => (_: unknown, sibling: Sibling) => (sibling?.source ?? 'typed') === source
/** Required only for the row's kinds of price that use the field (rows saved before the price list are typed). */
const requiredFor =
  (sources: SummarySource | SummarySource[], message: string) =>
  (value: unknown, { siblingData }: { siblingData: Sibling }) => {
    const source = siblingData?.source ?? 'typed'
    if (![sources].flat().includes(source)) return true
    return value !== undefined && value !== null && value !== '' ? true : message
  }

export const PricingTableBlockConfig = defineBlock({
  slug: 'pricingTable',
  interfaceName: 'PricingTableBlock',
  labels: { singular: 'Pricing table', plural: 'Pricing tables' },
  group: BLOCK_GROUPS.pricing,
  description: 'Prices read from the price list, with rates by country for some products.',
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', admin: { description: 'Optional. Also names the table for screen readers.' } },
    {
      name: 'product',
      label: 'Rates by country for',
      type: 'text',
      admin: {
        description: 'Type messaging, voice or numbers to add that product’s searchable rates by country under your rows. Leave empty for your rows only.',
      },
    },
    {
      name: 'currency',
      label: 'Currency of your prices',
      type: 'select',
      options: [...CURRENCIES],
      defaultValue: BASE_CURRENCY,
      required: true,
      admin: { description: 'Visitors of another country see the prices converted where an exchange rate is set (Site settings).' },
    },
    {
      name: 'rows',
      label: 'Price rows',
      labels: { singular: 'Price row', plural: 'Price rows' },
      type: 'array',
      admin: { components: { RowLabel: arrayRowLabel('Row', ['item', 'price'], ' · ') } },
      fields: [
        {
          name: 'source',
          label: 'Price',
          type: 'select',
          required: true,
          defaultValue: 'list',
          options: options(SUMMARY_SOURCES, SUMMARY_SOURCE_LABELS),
          admin: { description: 'Prices come from the Pricing group, so this table, the rates by country and the calculators always agree.' },
        },
        {
          name: 'entry',
          label: 'Price from the list',
          type: 'relationship',
          relationTo: [...PRICE_SOURCES],
          admin: { condition: shownFor('list'), description: 'A price of the price list, a messaging rate or an IoT data plan.' },
          validate: requiredFor('list', 'Choose a price from the list'),
        },
        {
          name: 'planPrice',
          label: 'Which price of the plan',
          type: 'select',
          options: options(PLAN_PRICES, PLAN_PRICE_LABELS),
          defaultValue: 'fee',
          admin: { condition: (_, sibling) => sibling?.source === 'list' && sibling?.entry?.relationTo === 'iot-data-plans' },
        },
        {
          name: 'fromProduct',
          label: 'Lowest price of',
          type: 'select',
          options: PRICED_PRODUCT_NAMES.map((value) => ({ value, label: PRICED_PRODUCTS[value] })),
          admin: { condition: shownFor('from'), description: 'Shown as “From $X”: the product’s cheapest item that is not free.' },
          validate: requiredFor('from', 'Choose the product whose lowest price to show'),
        },
        {
          name: 'fromMatching',
          label: 'Among items with the words',
          type: 'text',
          admin: { condition: shownFor('from'), description: 'Optional, e.g. “outbound sms” or “per minute”. Empty: every item of the product.' },
        },
        {
          name: 'item',
          label: 'What is priced',
          type: 'text',
          admin: { description: 'e.g. Outbound SMS. For a price from the list: leave empty to use the list’s name.' },
          validate: requiredFor(['typed', 'note'], 'Say what is priced'),
        },
        {
          name: 'unit',
          label: 'Per',
          type: 'text',
          admin: { description: 'The unit, e.g. per message. For a price from the list: leave empty to use the list’s.' },
          validate: requiredFor('typed', 'Say what the price is per'),
        },
        {
          name: 'price',
          label: 'Price as written',
          type: 'text',
          admin: { condition: shownFor('typed'), description: 'e.g. $0.0079. Publishing is refused if the price list holds the same item at another price.' },
          validate: requiredFor('typed', 'Write the price'),
        },
        { name: 'note', label: 'Small print', type: 'text', admin: { description: 'Optional. Shown small under the item.' } },
      ],
    },
  ],
})
