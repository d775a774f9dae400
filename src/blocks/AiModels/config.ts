import type { Block } from 'payload'

/** The inference models on offer, from GET /api/ai-models, with a request sample for the chosen one. */
export const AiModelsBlockConfig: Block = {
  slug: 'aiModels',
  interfaceName: 'AiModelsBlock',
  labels: { singular: 'AI models picker', plural: 'AI models pickers' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Pick a model' },
    { name: 'text', type: 'textarea' },
  ],
}
