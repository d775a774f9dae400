import { BLOCK_GROUPS } from '../adminUi'
import { defineBlock } from '../defineBlock'

/** The inference models on offer, from GET /api/ai-models, with a request sample for the chosen one. */
export const AiModelsBlockConfig = defineBlock({
  slug: 'aiModels',
  interfaceName: 'AiModelsBlock',
  labels: { singular: 'AI models picker', plural: 'AI models pickers' },
  group: BLOCK_GROUPS.pricing,
  description: 'The AI models on offer, with a sample request for each.',
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', defaultValue: 'Pick a model' },
    {
      name: 'text',
      label: 'Intro text',
      type: 'textarea',
      admin: { description: 'Optional. The models themselves are listed automatically (Conversion → AI models in the admin, or the inference service).' },
    },
  ],
})
