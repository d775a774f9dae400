import type { CollectionConfig } from 'payload'

import { SITE_FORM_IDS, SITE_FORMS } from '@/lib/forms'

import { routedCollectionDefaults } from './routed'
import { documentPreviewUrl } from './shared/preview'
import { contentCheckField, pathField, publicAddressField, seoFields, slugField } from './shared/fields'

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
    {
      name: 'form',
      type: 'select',
      options: SITE_FORM_IDS.map((value) => ({ value, label: SITE_FORMS[value].label })),
      admin: { description: 'A form shown after the text, e.g. the abuse report or the sub-processor updates subscription.' },
    },
    { name: 'formHeading', type: 'text', admin: { condition: (data) => Boolean(data?.form) } },
    seoFields,
    slugField(),
    pathField(),
    publicAddressField,
    contentCheckField,
  ],
}
