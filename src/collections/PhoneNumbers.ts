import type { CollectionConfig } from 'payload'

import { SUPPORTED_COUNTRIES } from '@/lib/coverage'
import { NUMBER_FEATURES, NUMBER_TYPES } from '@/lib/numbers'
import { tags } from '@/lib/pages'
import { options } from '@/lib/pricing'

import { anyone, authenticated } from './shared/access'
import { revalidateData } from './shared/revalidate'

/** The number inventory GET /api/available-numbers searches when the provider's numbers API is not configured. */
export const PhoneNumbers: CollectionConfig = {
  slug: 'phone-number-inventory',
  labels: { singular: 'Available number', plural: 'Number inventory' },
  admin: { group: 'Conversion', useAsTitle: 'phoneNumber', defaultColumns: ['phoneNumber', 'country', 'numberType', 'locality', 'monthlyPrice'] },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  // The endpoint reads the inventory through a cached query.
  hooks: revalidateData(tags.numberInventory),
  fields: [
    { name: 'phoneNumber', label: 'Number (E.164)', type: 'text', required: true, unique: true },
    { name: 'country', type: 'select', required: true, index: true, options: options(SUPPORTED_COUNTRIES) },
    { name: 'numberType', type: 'select', required: true, index: true, options: options(NUMBER_TYPES) },
    { name: 'areaCode', type: 'text', required: true, index: true },
    { name: 'locality', type: 'text', required: true },
    { name: 'features', type: 'select', hasMany: true, required: true, options: options(NUMBER_FEATURES) },
    { name: 'monthlyPrice', type: 'number', required: true, min: 0 },
    { name: 'upfrontPrice', type: 'number', required: true, min: 0 },
  ],
}
