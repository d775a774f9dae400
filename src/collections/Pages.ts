import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { layoutBlocks } from '@/blocks/schemas'
import { PAGE_FAMILIES, PAGE_FAMILY_NAMES, isPageFamily, pagePath } from '@/lib/paths'

import { authenticated, publishedOrAuthenticated } from './shared/access'
import { pathField, seoFields, slugField } from './shared/fields'
import { revalidateRouted } from './shared/revalidate'

const setPath: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const family = data.family ?? originalDoc?.family
  const slug = data.slug ?? originalDoc?.slug
  if (isPageFamily(family) && typeof slug === 'string') data.path = pagePath(family, slug)
  return data
}

const revalidate = revalidateRouted('pages')

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'title',
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
  ],
  hooks: {
    beforeChange: [setPath],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
}
