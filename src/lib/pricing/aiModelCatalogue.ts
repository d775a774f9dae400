/** The admin's AI model catalogue (GET /api/ai-models when the inference API is not configured or fails). */
import { tags } from '../pages'
import { cachedRead } from '../pages/data'
import type { AiModelList } from './aiModels'

/** The admin's catalogue, read once per change (tag `ai-models`), not per request. */
export const readCatalogue = cachedRead(
  'api:ai-model-catalogue',
  async (payload): Promise<AiModelList> => {
    const found = await payload.find({ collection: 'ai-model-catalogue', pagination: false, depth: 0, sort: 'modelId' })
    return { data: found.docs.map((m) => ({ id: m.modelId, owned_by: m.ownedBy })) }
  },
  () => [tags.aiModels],
)
