import type { GlobalConfig } from 'payload'

import { anyone, authenticated } from '@/collections/shared/access'
import { revalidateShellGlobal } from '@/collections/shared/revalidate'
import { DEFAULT_BRAND } from '@/lib/design'
import { BASE_CURRENCY, CURRENCIES, DEFAULT_EXCHANGE_RATES } from '@/lib/pricing'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Site' },
  label: 'Site settings',
  access: { read: anyone, update: authenticated },
  // The site's own address and the portal differ per environment, so they live in
  // src/lib/config/index.ts (SITE_URL, HOSTS), not here.
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
    {
      name: 'exchangeRates',
      type: 'array',
      labels: { singular: 'Exchange rate', plural: 'Exchange rates' },
      defaultValue: DEFAULT_EXCHANGE_RATES.map((rate) => ({ ...rate })),
      admin: { description: `Prices on pricing pages are shown in a locale's currency (?locale=en-GB) where a rate exists: units per 1 ${BASE_CURRENCY}.` },
      fields: [
        {
          name: 'currency',
          type: 'select',
          required: true,
          options: CURRENCIES.filter((c) => c !== BASE_CURRENCY).map((c) => ({ label: c, value: c })),
        },
        { name: 'perUsd', label: `Per 1 ${BASE_CURRENCY}`, type: 'number', required: true, min: 0.000001 },
      ],
    },
  ],
  hooks: { afterChange: [revalidateShellGlobal] },
}
