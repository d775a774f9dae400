import type { CollectionConfig } from 'payload'

import { routedCollectionDefaults } from './routed'
import { documentPreviewUrl } from './shared/preview'
import { contentCheckField, pathField, seoFields, slugField } from './shared/fields'

export const LegalPages: CollectionConfig = {
  slug: 'legal-pages',
  labels: { singular: 'Legal page', plural: 'Legal pages' },
  admin: { useAsTitle: 'title', preview: documentPreviewUrl, defaultColumns: ['title', 'path', 'effectiveDate', '_status'] },
  ...routedCollectionDefaults('legal-pages', 50),
  defaultSort: 'title',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'effectiveDate', type: 'date', required: true },
    { name: 'summary', type: 'textarea' },
    { name: 'body', type: 'richText', required: true },
    seoFields,
    slugField(),
    pathField(),
    contentCheckField,
  ],
}
