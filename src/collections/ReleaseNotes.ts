import type { CollectionConfig } from 'payload'

import { releaseNoteImportEndpoint } from '@/api/releaseNoteImport'

import { routedCollectionDefaults } from './routed'
import { canvasEditComponents, documentPreviewUrl } from './shared/preview'
import { contentCheckField, pathField, publicAddressField, seoFields, slugField, stuckRowRescueField } from './shared/fields'
import { documentLayoutField } from './shared/layout'

export const ReleaseNotes: CollectionConfig = {
  slug: 'release-notes',
  labels: { singular: 'Release note', plural: 'Release notes' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    preview: documentPreviewUrl,
    defaultColumns: ['title', 'product', 'releasedAt', '_status'],
    components: { beforeListTable: ['/src/components/admin/ImportReleaseNote.client#ImportReleaseNote'], edit: canvasEditComponents },
  },
  endpoints: [releaseNoteImportEndpoint],
  ...routedCollectionDefaults('release-notes', 20),
  defaultSort: '-releasedAt',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'releasedAt', type: 'date', required: true, index: true },
    { name: 'product', type: 'text', required: true },
    { name: 'summary', type: 'textarea', required: true },
    documentLayoutField(
      'What changed, below the header (date, product, title and summary): usually one Rich text block; add a code sample, a video or any other block.',
    ),
    seoFields,
    slugField(),
    pathField(),
    publicAddressField,
    stuckRowRescueField,
    contentCheckField,
  ],
}
