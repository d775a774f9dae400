import type { CollectionConfig } from 'payload'

import { routedCollectionDefaults } from './routed'
import { canvasEditComponents, documentPreviewUrl } from './shared/preview'
import { contentCheckField, pathField, publicAddressField, seoFields, slugField, stuckRowRescueField } from './shared/fields'
import { documentLayoutField } from './shared/layout'

export const LegalPages: CollectionConfig = {
  slug: 'legal-pages',
  labels: { singular: 'Legal page', plural: 'Legal pages' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    preview: documentPreviewUrl,
    components: { edit: canvasEditComponents },
    defaultColumns: ['title', 'path', 'effectiveDate', '_status'],
  },
  ...routedCollectionDefaults('legal-pages', 50),
  defaultSort: 'title',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'effectiveDate', type: 'date', required: true },
    { name: 'summary', type: 'textarea' },
    documentLayoutField(
      'The text below the header (title, effective date and summary): usually one Rich text block. Add a Form block for the abuse report or the sub-processor updates, or the Number requirements table.',
    ),
    seoFields,
    slugField(),
    pathField(),
    publicAddressField,
    stuckRowRescueField,
    contentCheckField,
  ],
}
