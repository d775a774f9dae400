import {
  BASE_CURRENCY,
  CURRENCIES,
  FROM_MATCHING_MAX_LENGTH,
  options,
  PLAN_PRICE_LABELS,
  PLAN_PRICES,
  PRICE_SOURCES,
  PRICED_PRODUCT_NAMES,
  PRICED_PRODUCTS,
  SUMMARY_SOURCE_LABELS,
  SUMMARY_SOURCES,
  type PriceSource,
  type SummarySource,
} from '@/lib/pricing'
import type { PayloadRequest } from 'payload'
import { priceExists } from '@/lib/pricing/data'
import { select, text } from 'payload/shared'

import { BLOCK_GROUPS } from '../adminUi'
import { defineBlock } from '../defineBlock'

type Sibling = { source?: SummarySource | null; entry?: { relationTo?: string } | null } | undefined
const isPlanRow = (_: unknown, sibling: Sibling) => sibling?.source === 'list' && sibling?.entry?.relationTo === 'iot-data-plans'
const shownFor = (source: SummarySource) => (_: unknown, sibling: Sibling) => (sibling?.source ?? 'typed') === source
type Validation = string | true | Promise<string | true>
const isRequiredBy = (sources: SummarySource | SummarySource[], value: unknown, siblingData: Sibling) =>
  [sources].flat().includes(siblingData?.source ?? 'typed') && (value === undefined || value === null || value === '')
/**
 * Required only for the row's kinds of price that use the field (rows saved before the price list are typed), then
 * Payload's own check of the field (its options, its length), which a field's own `validate` otherwise replaces.
 */
const requiredFor =
  (sources: SummarySource | SummarySource[], message: string, base: (value: never, options: never) => Validation) =>
  (value: unknown, options: { siblingData: Sibling }): Validation =>
    // Payload hands its own validator the same value and options it hands this one.
    isRequiredBy(sources, value, options.siblingData) ? message : base(value as never, options as never)

const isPriceSource = (value: unknown): value is PriceSource => (PRICE_SOURCES as readonly unknown[]).includes(value)
/**
 * The row's price exists in one of the price sources. Payload checks neither the collection of a polymorphic relationship
 * in a layout kept as JSON nor that the document exists, so a page could point at anything.
 */
const validEntry = async (value: unknown, { siblingData, req }: { siblingData: Sibling; req: PayloadRequest }): Promise<string | true> => {
  if (isRequiredBy('list', value, siblingData)) return 'Choose a price from the list'
  if (value === null || value === undefined) return true
  const entry = value as { relationTo?: unknown; value?: unknown }
  if (!isPriceSource(entry.relationTo)) return 'Choose a price of the price list, a messaging rate or an IoT data plan'
  const raw = typeof entry.value === 'object' && entry.value !== null ? (entry.value as { id?: unknown }).id : entry.value
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return 'Choose a price from the list'
  return (await priceExists(req.payload, entry.relationTo, id)) ? true : 'This price is no longer in the list: choose another, or make the row a note'
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
      // Collapsed, each titled by the chosen price's name (or what kind of price the row is): a table of a dozen rows
      // opened at once was 7,500 px of form.
      admin: { initCollapsed: true, components: { RowLabel: '/src/components/admin/PriceRowLabel.client#PriceRowLabel' } },
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
          validate: validEntry,
        },
        {
          name: 'planPrice',
          label: 'Which price of the plan',
          type: 'select',
          options: options(PLAN_PRICES, PLAN_PRICE_LABELS),
          admin: {
            condition: isPlanRow,
            description: 'Empty: the plan’s monthly fee per SIM.',
          },
          // Kept only where it means something: a row pointing at a plan.
          hooks: { beforeChange: [({ value, siblingData }) => (isPlanRow(undefined, siblingData) ? value : null)] },
        },
        {
          name: 'fromProduct',
          label: 'Lowest price of',
          type: 'select',
          options: PRICED_PRODUCT_NAMES.map((value) => ({ value, label: PRICED_PRODUCTS[value] })),
          admin: { condition: shownFor('from'), description: 'Shown as “From $X”: the product’s cheapest item that is not free.' },
          validate: requiredFor('from', 'Choose the product whose lowest price to show', select),
        },
        {
          name: 'fromMatching',
          label: 'Among items with the words',
          type: 'text',
          maxLength: FROM_MATCHING_MAX_LENGTH,
          admin: { condition: shownFor('from'), description: 'Optional, e.g. “outbound sms” or “per minute”. Empty: every item of the product.' },
        },
        {
          name: 'item',
          label: 'What is priced',
          type: 'text',
          maxLength: 160,
          admin: { description: 'e.g. Outbound SMS. For a price from the list: leave empty to use the list’s name.' },
          validate: requiredFor(['typed', 'note'], 'Say what is priced', text),
        },
        {
          name: 'unit',
          label: 'Per',
          type: 'text',
          maxLength: 80,
          admin: { description: 'The unit, e.g. per message. For a price from the list: leave empty to use the list’s.' },
          validate: requiredFor('typed', 'Say what the price is per', text),
        },
        {
          name: 'price',
          label: 'Price as written',
          type: 'text',
          maxLength: 60,
          admin: { condition: shownFor('typed'), description: 'e.g. $0.0079. Publishing is refused if the price list holds the same item at another price.' },
          validate: requiredFor('typed', 'Write the price', text),
        },
        { name: 'note', label: 'Small print', type: 'text', maxLength: 300, admin: { description: 'Optional. Shown small under the item.' } },
      ],
    },
  ],
})
