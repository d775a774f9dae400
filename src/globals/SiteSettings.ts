import type { GlobalConfig } from 'payload'

import { anyone, authenticated } from '@/collections/shared/access'
import { revalidateShellGlobal } from '@/collections/shared/revalidate'
import { DEFAULT_BRAND } from '@/lib/brand'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  access: { read: anyone, update: authenticated },
  fields: [
    {
      name: 'brandName',
      type: 'text',
      defaultValue: DEFAULT_BRAND,
      required: true,
      admin: { description: 'The why-choose-us page lives at /why-{brand}.' },
    },
    { name: 'siteUrl', type: 'text', defaultValue: 'https://ostra.com', required: true },
    { name: 'portalUrl', type: 'text', defaultValue: 'https://portal.ostra.com', required: true },
    { name: 'shopUrl', type: 'text', defaultValue: 'https://shop.ostra.com', required: true },
    { name: 'initiativeUrl', type: 'text', defaultValue: 'https://ostra.org', required: true },
    { name: 'initiativeLabel', type: 'text', defaultValue: 'Ostra.org', required: true },
  ],
  hooks: { afterChange: [revalidateShellGlobal] },
}
