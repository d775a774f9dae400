import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { detachSectionEndpoint } from '@/api/reusableSections'
import { layoutAdmin } from '@/blocks/adminUi'
import { referencing } from '@/blocks/defineBlock'
import { pageLayoutBlocks } from '@/blocks/schemas'
import { experimentKeysOf } from '@/lib/experiments'
import { PAGE_FAMILIES, PAGE_FAMILY_NAMES, isPageFamily, pagePath, sectionUsage } from '@/lib/pages'
import { RESOURCE_CATEGORIES, RESOURCE_CATEGORY_NAMES } from '@/lib/content'

import { authenticated, publishedOrAuthenticated } from './shared/access'
import { blockPublishOnErrors } from './shared/contentCheck'
import { contentCheckField, pathField, publicAddressField, seoFields, slugField, stuckRowRescueField } from './shared/fields'
import { pageOptionFields } from './shared/pageOptions'
import { movedRedirectHooks } from './shared/movedRedirect'
import { canvasEditComponents, documentPreviewUrl } from './shared/preview'
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

/** ",3,12,": the reusable sections the layout places, so a section's pages are one `like` query away. */
const setSectionUsage: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  data.sectionUsage = sectionUsage(data.layout ?? originalDoc?.layout)
  return data
}

const revalidate = revalidateRouted('pages')

/** A published page that moves leaves a permanent redirect behind, so links and search results keep working. */
const movedRedirect = movedRedirectHooks('pages')

/** Where a family's pages live, for the option labels: "Products (/products/…)". */
const familyAddress = (family: (typeof PAGE_FAMILY_NAMES)[number]) => (PAGE_FAMILIES[family].prefix ? `${PAGE_FAMILIES[family].prefix}/…` : '/…')

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    preview: documentPreviewUrl,
    components: { edit: canvasEditComponents },
    defaultColumns: ['title', 'path', 'family', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'path'],
  },
  endpoints: [detachSectionEndpoint],
  access: {
    read: publishedOrAuthenticated,
    create: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  versions: {
    maxPerDoc: 50,
    // Autosave no faster than every 800 ms; scheduled publish runs through the jobs queue.
    // validate: Payload 3 then leaves "Create New" unsaved until the first Save draft or Publish,
    // instead of creating an empty draft on opening the form (which left untitled pages behind).
    drafts: { autosave: { interval: 800 }, schedulePublish: true, validate: true },
  },
  defaultSort: 'path',
  fields: [
    {
      name: 'title',
      label: 'Title',
      type: 'text',
      required: true,
      admin: { description: 'The page’s name in the admin, in search results (unless the SEO tab says otherwise) and the source of its address.' },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            {
              name: 'layout',
              label: 'Page content',
              labels: { singular: 'Block to the page', plural: 'Blocks' },
              type: 'blocks',
              ...referencing(pageLayoutBlocks),
              admin: layoutAdmin(
                'The page from top to bottom, one block after another. Add a block with the button below; use a Section to put several blocks on one background colour.',
              ),
            },
          ],
        },
        { label: 'Page options', fields: pageOptionFields },
        { label: 'SEO', fields: [seoFields] },
      ],
    },
    {
      name: 'family',
      type: 'select',
      required: true,
      defaultValue: 'content',
      index: true,
      label: 'Page type / section of the site',
      options: PAGE_FAMILY_NAMES.map((value) => ({ value, label: `${PAGE_FAMILIES[value].label} (${familyAddress(value)})` })),
      admin: {
        position: 'sidebar',
        components: { afterInput: ['/src/components/admin/FamilyFromLink.client#FamilyFromLink'] },
        description:
          'Where the page lives: its address starts with the part shown in brackets (a Content page sits at the top, e.g. /about-us), and it appears in that section’s lists. Changing it on a published page moves the page and leaves a redirect.',
      },
    },
    slugField(),
    pathField(),
    publicAddressField,
    stuckRowRescueField,
    {
      name: 'publishedAt',
      label: 'Publication date',
      type: 'date',
      admin: {
        position: 'sidebar',
        description:
          'The date shown on the page in lists (newest first) and given to search engines. It does not publish anything: use Publish (or its schedule) for that.',
      },
    },
    {
      name: 'category',
      label: 'Resource category',
      type: 'select',
      index: true,
      options: RESOURCE_CATEGORY_NAMES.map((value) => ({ value, label: RESOURCE_CATEGORIES[value] })),
      // The resources list filters by it; other families have no categories.
      admin: {
        position: 'sidebar',
        condition: (data) => data?.family === 'resources',
        description: 'The filter this resource is listed under on /resources.',
      },
    },
    {
      name: 'author',
      label: 'Author',
      type: 'text',
      maxLength: 120,
      // Shown under an article's title and given to search engines; other families have no author.
      admin: {
        position: 'sidebar',
        condition: (data) => data?.family === 'resources',
        description: 'Who wrote this article, as readers should see the name, e.g. Maya Lindqvist.',
      },
    },
    {
      name: 'useCase',
      label: 'Use case',
      type: 'group',
      // What GET /api/use-cases filters by; only use-case pages have it.
      admin: { position: 'sidebar', condition: (data) => data?.family === 'use-cases' },
      fields: [
        {
          name: 'industry',
          label: 'Industry',
          type: 'text',
          index: true,
          admin: { description: 'One industry in lower case, e.g. healthcare or finance: the use-case filters group pages by it.' },
        },
        {
          name: 'products',
          label: 'Products',
          type: 'text',
          hasMany: true,
          admin: { description: 'The last part of each product page’s address, e.g. sms-api for /products/sms-api. Press Enter after each.' },
        },
      ],
    },
    contentCheckField,
    { name: 'experimentKeys', type: 'text', admin: { hidden: true, readOnly: true } },
    { name: 'sectionUsage', type: 'text', admin: { hidden: true, readOnly: true } },
  ],
  hooks: {
    beforeChange: [setPath, setExperimentKeys, setSectionUsage, blockPublishOnErrors, movedRedirect.beforeChange],
    afterChange: [movedRedirect.afterChange, revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
}
