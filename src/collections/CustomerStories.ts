import type { CollectionConfig } from 'payload'

import { routedCollectionDefaults } from './routed'
import { canvasEditComponents, documentPreviewUrl } from './shared/preview'
import { contentCheckField, pathField, publicAddressField, seoFields, slugField, stuckRowRescueField } from './shared/fields'
import { documentLayoutField } from './shared/layout'

export const CustomerStories: CollectionConfig = {
  slug: 'customer-stories',
  labels: { singular: 'Customer story', plural: 'Customer stories' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    preview: documentPreviewUrl,
    components: { edit: canvasEditComponents },
    defaultColumns: ['title', 'company', 'industry', '_status'],
  },
  ...routedCollectionDefaults('customer-stories', 20),
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
    documentLayoutField(
      'The story below the header (title, company, industry and summary) and the results: usually Rich text blocks for the challenge and the solution; add any block, e.g. a video or a call to action.',
    ),
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
    publicAddressField,
    stuckRowRescueField,
    contentCheckField,
    { name: 'publishedAt', type: 'date', index: true, admin: { position: 'sidebar' } },
  ],
}
