import type { CollectionConfig } from 'payload'

import { authenticated, publishedOrAuthenticated } from './shared/access'
import { pathField, seoFields, slugField } from './shared/fields'
import { revalidateRouted } from './shared/revalidate'
import { setCollectionPath } from './routed'

const revalidate = revalidateRouted('release-notes')

export const ReleaseNotes: CollectionConfig = {
  slug: 'release-notes',
  labels: { singular: 'Release note', plural: 'Release notes' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'product', 'releasedAt', '_status'] },
  access: { read: publishedOrAuthenticated, create: authenticated, update: authenticated, delete: authenticated },
  versions: { maxPerDoc: 20, drafts: { autosave: { interval: 800 }, schedulePublish: true } },
  defaultSort: '-releasedAt',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'releasedAt', type: 'date', required: true, index: true },
    { name: 'product', type: 'text', required: true },
    { name: 'summary', type: 'textarea', required: true },
    { name: 'body', type: 'richText' },
    seoFields,
    slugField(),
    pathField(),
  ],
  hooks: {
    beforeChange: [setCollectionPath('release-notes')],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
}
