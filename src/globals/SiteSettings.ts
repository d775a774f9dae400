import type { GlobalConfig } from 'payload'

import { anyone, authenticated } from '@/collections/shared/access'
import { revalidateShellGlobal } from '@/collections/shared/revalidate'
import { DEFAULT_BRAND } from '@/lib/brand'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  access: { read: anyone, update: authenticated },
  // The site's own address and the portal differ per environment, so they live in
  // src/lib/env.ts (SITE_URL, HOSTS), not here.
  fields: [
    {
      name: 'brandName',
      type: 'text',
      defaultValue: DEFAULT_BRAND,
      required: true,
      admin: { description: 'The why-choose-us page lives at /why-{brand}.' },
    },
    { name: 'shopUrl', type: 'text', defaultValue: 'https://shop.ostra.com', required: true },
    { name: 'initiativeUrl', type: 'text', defaultValue: 'https://ostra.org', required: true },
    { name: 'initiativeLabel', type: 'text', defaultValue: 'Ostra.org', required: true },
  ],
  hooks: { afterChange: [revalidateShellGlobal] },
}
