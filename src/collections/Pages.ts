import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { layoutBlocks } from '@/blocks/schemas'
import { experimentKeysOf } from '@/lib/experiments'
import { PAGE_FAMILIES, PAGE_FAMILY_NAMES, isPageFamily, pagePath } from '@/lib/paths'
import { movedPagePath, MOVED_PAGE_STATUS } from '@/lib/redirects'
import { RESOURCE_CATEGORIES, RESOURCE_CATEGORY_NAMES } from '@/lib/resources'

import { authenticated, publishedOrAuthenticated } from './shared/access'
import { blockPublishOnErrors } from './shared/contentCheck'
import { contentCheckField, pathField, seoFields, slugField } from './shared/fields'
import { documentPreviewUrl } from './shared/preview'
import { revalidateRouted } from './shared/revalidate'

const setPath: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const family = data.family ?? originalDoc?.family
  const slug = data.slug ?? originalDoc?.slug
  if (isPageFamily(family) && typeof slug === 'string') data.path = pagePath(family, slug)
  return data
}

/** ",key-a,key-b,": the experiments in the layout, so the running ones' pages are one `like` query away. */
const setExperimentKeys: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const keys = experimentKeysOf(data.layout ?? originalDoc?.layout)
  data.experimentKeys = keys.length ? `,${keys.join(',')},` : null
  return data
}

const revalidate = revalidateRouted('pages')

/** A published page that moves leaves a permanent redirect behind, so links and search results keep working. */
const redirectMovedPage: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const from = movedPagePath(previousDoc, doc)
  if (!from) return doc
  const existing = await req.payload.find({ collection: 'redirects', where: { from: { equals: from } }, limit: 1, depth: 0, req })
  const data = { from, type: MOVED_PAGE_STATUS, to: { type: 'reference' as const, reference: { relationTo: 'pages' as const, value: doc.id } } }
  if (existing.docs[0]) await req.payload.update({ collection: 'redirects', id: existing.docs[0].id, data, req })
  else await req.payload.create({ collection: 'redirects', data, req })
  // The new path must not stay a redirect source (a page moved back).
  await req.payload.delete({ collection: 'redirects', where: { from: { equals: doc.path } }, req })
  return doc
}

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'title',
    preview: documentPreviewUrl,
    defaultColumns: ['title', 'path', 'family', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'path'],
  },
  access: {
    read: publishedOrAuthenticated,
    create: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  versions: {
    maxPerDoc: 50,
    // Autosave no faster than every 800 ms; scheduled publish runs through the jobs queue.
    drafts: { autosave: { interval: 800 }, schedulePublish: true },
  },
  defaultSort: 'path',
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      type: 'tabs',
      tabs: [
        { label: 'Content', fields: [{ name: 'layout', type: 'blocks', blocks: layoutBlocks }] },
        { label: 'SEO', fields: [seoFields] },
      ],
    },
    {
      name: 'family',
      type: 'select',
      required: true,
      defaultValue: 'content',
      index: true,
      options: PAGE_FAMILY_NAMES.map((value) => ({ value, label: PAGE_FAMILIES[value].label })),
      admin: { position: 'sidebar' },
    },
    slugField(),
    pathField(),
    {
      name: 'shell',
      type: 'select',
      defaultValue: 'full',
      required: true,
      options: [
        { label: 'Full (header and footer)', value: 'full' },
        { label: 'Simple (logo and copyright)', value: 'simple' },
      ],
      admin: { position: 'sidebar', description: 'Landing pages use the simple shell.' },
    },
    { name: 'publishedAt', type: 'date', admin: { position: 'sidebar' } },
    {
      name: 'category',
      type: 'select',
      index: true,
      options: RESOURCE_CATEGORY_NAMES.map((value) => ({ value, label: RESOURCE_CATEGORIES[value] })),
      // The resources list filters by it; other families have no categories.
      admin: { position: 'sidebar', condition: (data) => data?.family === 'resources' },
    },
    {
      name: 'useCase',
      label: 'Use case',
      type: 'group',
      // What GET /api/use-cases filters by; only use-case pages have it.
      admin: { position: 'sidebar', condition: (data) => data?.family === 'use-cases' },
      fields: [
        { name: 'industry', type: 'text', index: true, admin: { description: 'e.g. healthcare, finance.' } },
        { name: 'products', type: 'text', hasMany: true, admin: { description: 'Product slugs, e.g. sms-api.' } },
      ],
    },
    contentCheckField,
    { name: 'experimentKeys', type: 'text', admin: { hidden: true, readOnly: true } },
  ],
  hooks: {
    beforeChange: [setPath, setExperimentKeys, blockPublishOnErrors],
    afterChange: [redirectMovedPage, revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
}
