import type { CollectionConfig } from 'payload'

import { authenticated, publishedOrAuthenticated } from './shared/access'
import { pathField, seoFields, slugField } from './shared/fields'
import { revalidateRouted } from './shared/revalidate'
import { setCollectionPath } from './routed'

const revalidate = revalidateRouted('customer-stories')

export const CustomerStories: CollectionConfig = {
  slug: 'customer-stories',
  labels: { singular: 'Customer story', plural: 'Customer stories' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'company', 'industry', '_status'] },
  access: { read: publishedOrAuthenticated, create: authenticated, update: authenticated, delete: authenticated },
  versions: { maxPerDoc: 20, drafts: { autosave: { interval: 800 }, schedulePublish: true } },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'company', type: 'text', required: true },
    { name: 'industry', type: 'text', required: true, index: true },
    { name: 'summary', type: 'textarea', required: true },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    {
      name: 'quote',
      type: 'group',
      fields: [
        { name: 'text', type: 'textarea' },
        { name: 'author', type: 'text' },
        { name: 'role', type: 'text' },
      ],
    },
    { name: 'body', type: 'richText' },
    {
      name: 'results',
      type: 'array',
      fields: [
        { name: 'value', type: 'text', required: true },
        { name: 'label', type: 'text', required: true },
      ],
    },
    { name: 'products', type: 'text', hasMany: true, admin: { description: 'Product slugs, e.g. voice-api.' } },
    seoFields,
    slugField(),
    pathField(),
    { name: 'publishedAt', type: 'date', index: true, admin: { position: 'sidebar' } },
  ],
  hooks: {
    beforeChange: [setCollectionPath('customer-stories')],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
}
