import type { GlobalConfig } from 'payload'

import { anyone, authenticated, staffReadDrafts } from '@/collections/shared/access'
import { revalidateShellGlobal } from '@/collections/shared/revalidate'
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS } from '@/lib/pages'

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Site' },
  access: { read: anyone, update: authenticated },
  // Drafts, so a launch's menu or footer change can wait in a campaign release (issue 32); the site reads the published version.
  versions: { max: 20, drafts: true },
  fields: [
    {
      name: 'columns',
      type: 'array',
      maxRows: 6,
      fields: [
        { name: 'heading', type: 'text', required: true },
        {
          name: 'links',
          type: 'array',
          fields: [
            { name: 'label', type: 'text', required: true },
            { name: 'href', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'social',
      type: 'array',
      maxRows: SOCIAL_NETWORK_NAMES.length,
      fields: [
        {
          name: 'network',
          type: 'select',
          required: true,
          options: SOCIAL_NETWORK_NAMES.map((value) => ({ value, label: SOCIAL_NETWORKS[value] })),
        },
        { name: 'href', type: 'text', required: true },
      ],
    },
    {
      name: 'compliance',
      type: 'text',
      defaultValue: 'ISO · PCI · HIPAA · GDPR · SOC2 Type II',
      required: true,
    },
  ],
  hooks: { beforeOperation: [staffReadDrafts], afterChange: [revalidateShellGlobal] },
}
