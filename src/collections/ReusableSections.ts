import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload'

import { layoutAdmin } from '@/blocks/adminUi'
import { referencing } from '@/blocks/defineBlock'
import { layoutBlocks } from '@/blocks/schemas'
import { experimentKeysOf } from '@/lib/experiments'
import { REUSABLE_SECTIONS } from '@/lib/pages'
import { pagesUsingSection } from '@/lib/pages/data'

import { authenticated, publishedOrAuthenticated } from './shared/access'
import { blockContradictedPrices } from './shared/contentCheck'
import { revalidateSection } from './shared/revalidate'

/** Deleting a section in use would leave holes in live pages: refused, naming them. */
const refuseDeleteInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const uses = await pagesUsingSection(req.payload, Number(id))
  if (uses.length === 0) return
  const named = uses.map((use) => `${use.title}${use.path ? ` (${use.path})` : ''}`)
  const list = named.length > 10 ? `${named.slice(0, 10).join(', ')} and ${named.length - 10} more` : named.join(', ')
  throw new APIError(
    `This section is used on ${uses.length} page${uses.length === 1 ? '' : 's'}: ${list}. Remove it from ${uses.length === 1 ? 'that page' : 'those pages'} (or Detach it there) first.`,
    409,
    { pages: uses },
    true,
  )
}

/**
 * Reusable sections (issue 32, item 4): a band of blocks kept once and placed on any page with the
 * "Reusable section" block. Publishing it here updates every page that places it within seconds; its
 * drafts show in the editors' previews of those pages.
 */
export const ReusableSections: CollectionConfig = {
  slug: REUSABLE_SECTIONS,
  labels: { singular: 'Reusable section', plural: 'Reusable sections' },
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', '_status', 'updatedAt'],
    description:
      'Bands used on many pages (a customer-logo strip, a closing call to action, a compliance note), edited once here. Place one on a page with the “Reusable section” block; publish it here and every page that places it changes.',
  },
  access: { read: publishedOrAuthenticated, create: authenticated, update: authenticated, delete: authenticated },
  versions: { maxPerDoc: 50, drafts: { validate: true } },
  hooks: { ...revalidateSection, beforeChange: [blockContradictedPrices], beforeDelete: [refuseDeleteInUse] },
  fields: [
    {
      name: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 120,
      admin: { description: 'How marketers find it when they place it on a page, e.g. “Closing call to action”. Visitors never see it.' },
    },
    {
      name: 'usage',
      type: 'ui',
      admin: { components: { Field: '/src/components/admin/SectionUsage#SectionUsage' } },
    },
    {
      name: 'layout',
      label: 'Section content',
      labels: { singular: 'Block', plural: 'Blocks' },
      type: 'blocks',
      required: true,
      minRows: 1,
      ...referencing(layoutBlocks),
      // A test runs on one page's own blocks (its results and "Declare the winner" are the page's).
      validate: (value: unknown) =>
        experimentKeysOf(Array.isArray(value) ? value : []).length === 0 ||
        'A/B tests and feature-flag variants run on a page’s own blocks: clear the “A/B test” fields here, or Detach the section on the page you want to test.',
      admin: layoutAdmin('The blocks of the band, top to bottom, as on a page.'),
    },
  ],
}
