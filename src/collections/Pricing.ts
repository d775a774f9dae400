import type { CollectionConfig } from 'payload'

import { PRICING_COUNTRIES, SUPPORTED_COUNTRIES } from '@/lib/coverage'
import { DIRECTIONS, IOT_ZONES, MESSAGE_TYPES, options, PRICE_LIST_PRODUCT_NAMES, PRICE_LIST_PRODUCTS, SENDER_TYPE_LABELS, SENDER_TYPES } from '@/lib/pricing'
import { tags } from '@/lib/pages'

import { anyone, authenticated } from './shared/access'
import { revalidateData } from './shared/revalidate'

const staffWrites = { read: anyone, create: authenticated, update: authenticated, delete: authenticated }
/** A change to the rate card expires the calculators' cached data. */
const pricingHooks = revalidateData(tags.pricing)
const pricingCountry = { name: 'country', type: 'select', required: true, index: true, options: options(PRICING_COUNTRIES) } as const
const usd = (name: string, label: string, required = true) => ({ name, label, type: 'number', required, min: 0, admin: { step: 0.0001 } }) as const

/** Per-message rates the messaging calculator reads (GET /api/pricing/sms-calculator). */
export const MessagingRates: CollectionConfig = {
  slug: 'messaging-rates',
  labels: { singular: 'Messaging rate', plural: 'Messaging rates' },
  admin: { group: 'Pricing', defaultColumns: ['country', 'messageType', 'direction', 'senderType', 'price', 'carrierFee'] },
  access: staffWrites,
  hooks: pricingHooks,
  indexes: [{ fields: ['country', 'messageType', 'direction', 'senderType'], unique: true }],
  fields: [
    pricingCountry,
    { name: 'messageType', type: 'select', required: true, options: options(MESSAGE_TYPES, { sms: 'SMS', mms: 'MMS' }) },
    { name: 'direction', type: 'select', required: true, options: options(DIRECTIONS) },
    { name: 'senderType', type: 'select', required: true, options: options(SENDER_TYPES, SENDER_TYPE_LABELS) },
    usd('price', 'Price per message (USD)'),
    usd('carrierFee', 'Carrier fee per message (USD)', false),
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

/** Rows of the pricing tables by product and country (GET /api/pricing/get-pricing-tables-data). */
export const PriceList: CollectionConfig = {
  slug: 'price-list',
  labels: { singular: 'Price', plural: 'Price list' },
  admin: { group: 'Pricing', useAsTitle: 'item', defaultColumns: ['product', 'country', 'item', 'unit', 'price'] },
  access: staffWrites,
  hooks: pricingHooks,
  defaultSort: 'sortOrder',
  fields: [
    {
      name: 'product',
      type: 'select',
      required: true,
      index: true,
      options: PRICE_LIST_PRODUCT_NAMES.map((value) => ({ value, label: PRICE_LIST_PRODUCTS[value] })),
    },
    pricingCountry,
    { name: 'item', type: 'text', required: true },
    { name: 'unit', type: 'text', required: true },
    usd('price', 'Price (USD)'),
    { name: 'sortOrder', type: 'number', defaultValue: 0, index: true },
  ],
}
