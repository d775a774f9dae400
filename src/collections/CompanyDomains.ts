import type { CollectionConfig } from 'payload'

import { normaliseDomain } from '@/lib/domains'
import { tags } from '@/lib/pages/tags'

import { anyone, authenticated } from './shared/access'
import { revalidateData } from './shared/revalidate'

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

/** The inference models shown when the inference API is not configured (GET /api/ai-models). */
export const AiModels: CollectionConfig = {
  slug: 'ai-model-catalogue',
  labels: { singular: 'AI model', plural: 'AI models' },
  admin: { group: 'Conversion', useAsTitle: 'modelId', defaultColumns: ['modelId', 'ownedBy'] },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  // The endpoint reads the catalogue through a cached query.
  hooks: revalidateData(tags.aiModels),
  fields: [
    { name: 'modelId', label: 'Model id', type: 'text', required: true, unique: true },
    { name: 'ownedBy', label: 'Owned by', type: 'text', required: true },
  ],
}
