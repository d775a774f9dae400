import type { CollectionConfig, Field } from 'payload'

import { SECTION_BACKGROUNDS, selectOptions } from '@/lib/design'

import { ctaButtonsField } from '@/blocks/fields'
import { authenticated, publishedOrAuthenticated } from './shared/access'
import { revalidateShellAfterChange, revalidateShellAfterDelete } from './shared/revalidate'

const targetField: Field = {
  name: 'target',
  type: 'select',
  defaultValue: '_self',
  options: [
    { label: 'Same tab', value: '_self' },
    { label: 'New tab', value: '_blank' },
  ],
}

/**
 * A navigation entry of the header's menus (spec §3: navigation item). Drafts and versions, so a launch's menu
 * entries can wait in a campaign release (issue 32); visitors read the published version only.
 */
export const NavigationItems: CollectionConfig = {
  slug: 'navigation-items',
  labels: { singular: 'Navigation item', plural: 'Navigation items' },
  admin: { group: 'Site', useAsTitle: 'label', defaultColumns: ['label', 'href', 'isNew', '_status'] },
  access: { read: publishedOrAuthenticated, create: authenticated, update: authenticated, delete: authenticated },
  versions: { maxPerDoc: 20, drafts: true },
  fields: [
    { name: 'label', type: 'text', required: true },
    { name: 'href', type: 'text' },
    { name: 'description', type: 'textarea' },
    { name: 'isNew', type: 'checkbox', defaultValue: false },
    targetField,
    { name: 'media', type: 'upload', relationTo: 'media' },
    {
      name: 'seeMoreLink',
      type: 'group',
      fields: [
        { name: 'label', type: 'text' },
        { name: 'href', type: 'text' },
      ],
    },
    {
      name: 'items',
      label: 'Nested items',
      type: 'array',
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'href', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
        { name: 'isNew', type: 'checkbox', defaultValue: false },
        targetField,
      ],
    },
    {
      name: 'ctaBanner',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text' },
        { name: 'backgroundColor', type: 'select', options: selectOptions(SECTION_BACKGROUNDS), defaultValue: 'black' },
        ctaButtonsField('ctaButtons'),
        { name: 'media', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
  hooks: {
    afterChange: [revalidateShellAfterChange],
    afterDelete: [revalidateShellAfterDelete],
  },
}
