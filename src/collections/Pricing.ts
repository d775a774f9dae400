import type { CollectionConfig, TextField } from 'payload'

import { MESSAGING_COUNTRIES, SUPPORTED_COUNTRIES } from '@/lib/coverage'
import {
  DIRECTIONS,
  IOT_ZONES,
  MESSAGE_TYPES,
  messagingRateItem,
  options,
  PRICED_PRODUCT_NAMES,
  PRICED_PRODUCTS,
  priceTitle,
  volumeTierTitle,
  SENDER_TYPE_LABELS,
  SENDER_TYPES,
} from '@/lib/pricing'
import { tags } from '@/lib/pages'

import { anyone, authenticated } from './shared/access'
import { revalidateData } from './shared/revalidate'

const staffWrites = { read: anyone, create: authenticated, update: authenticated, delete: authenticated }
/** A change to the rate card expires the calculators' cached data. */
const pricingHooks = revalidateData(tags.pricing)
/** Any country messages or numbers are sold in (voice and numbers are seeded for the pricing countries; messaging for all). */
const pricingCountry = { name: 'country', type: 'select', required: true, index: true, options: options(MESSAGING_COUNTRIES) } as const
const usd = (name: string, label: string, required = true) => ({ name, label, type: 'number', required, min: 0, admin: { step: 0.0001 } }) as const
/**
 * The name a pricing table's row picks a price by ("Outbound SMS (long code), US"): kept from the row's own fields on
 * every save, never typed.
 */
const titleField = (titleOf: (data: Record<string, unknown>) => string | undefined): TextField => ({
  name: 'title',
  type: 'text',
  admin: { readOnly: true, description: 'Named from the fields below when saved.' },
  // A partial update (the price alone) keeps the other fields: the stored ones under the incoming ones.
  hooks: {
    beforeChange: [
      ({ originalDoc, siblingData }: { originalDoc?: Record<string, unknown>; siblingData: Record<string, unknown> }) =>
        titleOf({ ...(originalDoc ?? {}), ...siblingData }) ?? siblingData.title,
    ],
  },
})
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/** Per-message rates the messaging calculator reads (GET /api/pricing/sms-calculator). */
export const MessagingRates: CollectionConfig = {
  slug: 'messaging-rates',
  labels: { singular: 'Messaging rate', plural: 'Messaging rates' },
  admin: { group: 'Pricing', useAsTitle: 'title', defaultColumns: ['title', 'price', 'carrierFee'] },
  access: staffWrites,
  hooks: pricingHooks,
  indexes: [{ fields: ['country', 'messageType', 'direction', 'senderType'], unique: true }],
  fields: [
    titleField((data) =>
      MESSAGE_TYPES.includes(data.messageType as never) && DIRECTIONS.includes(data.direction as never) && SENDER_TYPES.includes(data.senderType as never)
        ? priceTitle(messagingRateItem(data as Parameters<typeof messagingRateItem>[0]), text(data.country))
        : undefined,
    ),
    // Every country messages are sold in, so the calculator offers them all (issue 33).
    pricingCountry,
    { name: 'messageType', type: 'select', required: true, options: options(MESSAGE_TYPES, { sms: 'SMS', mms: 'MMS' }) },
    { name: 'direction', type: 'select', required: true, options: options(DIRECTIONS) },
    { name: 'senderType', type: 'select', required: true, options: options(SENDER_TYPES, SENDER_TYPE_LABELS) },
    usd('price', 'Price per message (USD)'),
    usd('carrierFee', 'Carrier fee per message (USD)', false),
  ],
}

/**
 * Messaging's volume pricing: from a monthly volume on, each further message's price (not its carrier fee, a pass-through)
 * is discounted. One schedule for every country and rate, applied by the calculator (lib/pricing messagingEstimate).
 */
export const MessagingVolumeTiers: CollectionConfig = {
  slug: 'messaging-volume-tiers',
  labels: { singular: 'Messaging volume tier', plural: 'Messaging volume tiers' },
  admin: {
    group: 'Pricing',
    useAsTitle: 'title',
    defaultColumns: ['title', 'fromMessages', 'discountPercent'],
    description: 'Each message from the monthly volume on costs the discount less. The messaging calculator applies them.',
  },
  access: staffWrites,
  hooks: pricingHooks,
  defaultSort: 'fromMessages',
  fields: [
    titleField((data) =>
      typeof data.fromMessages === 'number' && typeof data.discountPercent === 'number'
        ? volumeTierTitle({ fromMessages: data.fromMessages, discountPercent: data.discountPercent })
        : undefined,
    ),
    {
      name: 'fromMessages',
      label: 'From the message number (per month)',
      type: 'number',
      required: true,
      unique: true,
      min: 2,
      max: 1_000_000_000,
      admin: { step: 1, description: 'e.g. 150001: messages beyond the first 150,000 of a month.' },
    },
    { name: 'discountPercent', label: 'Discount (%)', type: 'number', required: true, min: 0.1, max: 90, admin: { step: 0.5 } },
  ],
}

/** The IoT zone of each country (GET /api/pricing/country-zone/{country}). */
export const IotZones: CollectionConfig = {
  slug: 'iot-zones',
  labels: { singular: 'IoT zone', plural: 'IoT zones' },
  admin: { group: 'Pricing', useAsTitle: 'country', defaultColumns: ['country', 'zone'] },
  access: staffWrites,
  hooks: pricingHooks,
  fields: [
    { name: 'country', type: 'select', required: true, unique: true, options: options(SUPPORTED_COUNTRIES) },
    { name: 'zone', type: 'select', required: true, index: true, options: options(IOT_ZONES) },
  ],
}

/** IoT SIM data plans (GET /api/pricing/iot-sim-card-calculator). */
export const IotDataPlans: CollectionConfig = {
  slug: 'iot-data-plans',
  labels: { singular: 'IoT data plan', plural: 'IoT data plans' },
  admin: { group: 'Pricing', useAsTitle: 'name', defaultColumns: ['name', 'monthlyFeePerSim', 'includedMbPerSim'] },
  access: staffWrites,
  hooks: pricingHooks,
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    { name: 'description', type: 'textarea' },
    usd('monthlyFeePerSim', 'Monthly fee per SIM (USD)'),
    { name: 'includedMbPerSim', label: 'Data included per SIM (MB)', type: 'number', min: 0, defaultValue: 0, required: true },
    {
      name: 'perMb',
      label: 'Price per MB by zone (USD)',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [{ name: 'zone', type: 'select', required: true, options: options(IOT_ZONES) }, usd('price', 'Per MB')],
    },
  ],
}

/**
 * Every price but messaging's rate card and the IoT plans: by product, and by country where it differs (the rates by
 * country of GET /api/pricing/get-pricing-tables-data), or for every country.
 */
export const PriceList: CollectionConfig = {
  slug: 'price-list',
  labels: { singular: 'Price', plural: 'Price list' },
  admin: { group: 'Pricing', useAsTitle: 'title', defaultColumns: ['title', 'product', 'unit', 'price'] },
  access: staffWrites,
  hooks: pricingHooks,
  defaultSort: 'sortOrder',
  fields: [
    {
      name: 'product',
      type: 'select',
      required: true,
      index: true,
      options: PRICED_PRODUCT_NAMES.map((value) => ({ value, label: PRICED_PRODUCTS[value] })),
    },
    { ...pricingCountry, required: false, admin: { description: 'Empty: the same price in every country.' } },
    { name: 'item', type: 'text', required: true },
    { name: 'unit', type: 'text', required: true },
    usd('price', 'Price (USD)'),
    { name: 'note', label: 'Small print', type: 'text', admin: { description: 'Optional. Shown small under the item.' } },
    titleField((data) => (text(data.item) ? priceTitle(text(data.item)!, text(data.country)) : undefined)),
    { name: 'sortOrder', type: 'number', defaultValue: 0, index: true },
  ],
}
