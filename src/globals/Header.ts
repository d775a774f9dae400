import type { GlobalConfig } from 'payload'

import { anyone, authenticated, staffReadDrafts } from '@/collections/shared/access'
import { revalidateShellGlobal } from '@/collections/shared/revalidate'
import { SITE_PATHS } from '@/lib/pages'

/** The navigation variant (new mega menu or old) follows the newHeaderNavigation feature flag (src/lib/experiments/flags.ts). */
export const Header: GlobalConfig = {
  slug: 'header',
  admin: { group: 'Site' },
  access: { read: anyone, update: authenticated },
  // Drafts, so a launch's menu or footer change can wait in a campaign release (issue 32); the site reads the published version.
  versions: { max: 20, drafts: true },
  fields: [
    {
      name: 'groups',
      label: 'Navigation groups',
      type: 'array',
      maxRows: 8,
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'href', type: 'text', admin: { description: 'Where the group label itself links, if anywhere (e.g. /pricing).' } },
        { name: 'items', type: 'relationship', relationTo: 'navigation-items', hasMany: true },
      ],
    },
    {
      name: 'topLinks',
      type: 'array',
      maxRows: 6,
      fields: [
        { name: 'label', type: 'text', required: true },
        {
          name: 'kind',
          type: 'select',
          required: true,
          options: [
            { label: 'Related initiative (site settings)', value: 'initiative' },
            { label: 'Shop (site settings)', value: 'shop' },
            { label: 'Log in (customer portal)', value: 'login' },
            { label: 'Custom address', value: 'custom' },
          ],
          admin: { description: 'Addresses of the initiative, shop and portal come from the site settings.' },
        },
        { name: 'href', type: 'text', admin: { condition: (_, sibling) => sibling?.kind === 'custom' } },
      ],
    },
    {
      name: 'signUp',
      type: 'group',
      fields: [
        { name: 'label', type: 'text', defaultValue: 'Sign up', required: true },
        { name: 'href', type: 'text', defaultValue: SITE_PATHS.signUp, required: true },
      ],
    },
  ],
  hooks: { beforeOperation: [staffReadDrafts], afterChange: [revalidateShellGlobal] },
}
