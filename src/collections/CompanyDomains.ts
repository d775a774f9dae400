import type { CollectionConfig } from 'payload'

import { normaliseDomain } from '@/lib/forms'

import { authenticated } from './shared/access'

/** Company e-mail domains and where their people should go (POST /api/domain-redirect). */
export const CompanyDomains: CollectionConfig = {
  slug: 'company-domains',
  labels: { singular: 'Company domain', plural: 'Company domains' },
  admin: { group: 'Conversion', useAsTitle: 'domain', defaultColumns: ['domain', 'target', 'note'] },
  access: { read: authenticated, create: authenticated, update: authenticated, delete: authenticated },
  fields: [
    {
      name: 'domain',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'e.g. acme.com — subdomains (eu.acme.com) match too.' },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? (normaliseDomain(value) ?? value) : value)] },
    },
    {
      name: 'target',
      type: 'text',
      required: true,
      admin: { description: 'A path on this site (/contact-us) or a full address (the customer portal’s SSO page).' },
    },
    { name: 'note', type: 'text' },
  ],
}
