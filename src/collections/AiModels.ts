import type { CollectionConfig } from 'payload'

import { tags } from '@/lib/pages'

import { anyone, authenticated } from './shared/access'
import { revalidateData } from './shared/revalidate'

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
