import type { CollectionConfig } from 'payload'

import { authenticated, publishedOrAuthenticated } from './shared/access'
import { pathField, seoFields, slugField } from './shared/fields'
import { revalidateRouted } from './shared/revalidate'
import { setCollectionPath } from './routed'

const revalidate = revalidateRouted('legal-pages')

export const LegalPages: CollectionConfig = {
  slug: 'legal-pages',
  labels: { singular: 'Legal page', plural: 'Legal pages' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'path', 'effectiveDate', '_status'] },
  access: { read: publishedOrAuthenticated, create: authenticated, update: authenticated, delete: authenticated },
  versions: { maxPerDoc: 50, drafts: { autosave: { interval: 800 }, schedulePublish: true } },
  defaultSort: 'title',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'effectiveDate', type: 'date', required: true },
    { name: 'summary', type: 'textarea' },
    { name: 'body', type: 'richText', required: true },
    seoFields,
    slugField(),
    pathField(),
  ],
  hooks: {
    beforeChange: [setCollectionPath('legal-pages')],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
}
