/**
 * GET /api/ai-models → {data:[{id, owned_by}]}: the inference API's model list
 * (cached), or the admin's catalogue when the API is not configured or fails.
 */
import type { PayloadRequest } from 'payload'

import type { AiModelList } from '@/lib/pricing'
import { env } from '@/lib/config/data'
import { readCatalogue } from '@/lib/pricing/data'
import { reportError } from '@/lib/monitoring'

import { defineEndpoint, PUBLIC_READ_HEADERS } from './endpoint'

let cache: { list: AiModelList; until: number } | undefined

async function fromProvider(config: NonNullable<typeof env.inferenceModels>): Promise<AiModelList> {
  if (cache && cache.until > Date.now()) return cache.list
  const response = await fetch(config.url, {
    headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`The inference API answered ${response.status}`)
  const body = (await response.json()) as { data?: { id?: unknown; owned_by?: unknown }[] }
  const data = (body.data ?? [])
    .filter((m) => typeof m.id === 'string')
    .map((m) => ({ id: m.id as string, owned_by: typeof m.owned_by === 'string' ? m.owned_by : '' }))
  const list = { data }
  cache = { list, until: Date.now() + config.cacheSeconds * 1000 }
  return list
}

const fromCatalogue = (req: PayloadRequest) => readCatalogue(req.payload)

export const aiModelsEndpoint = defineEndpoint({
  path: '/ai-models',
  method: 'get',
  handler: async ({ req }) => {
    let list: AiModelList
    if (env.inferenceModels) {
      try {
        list = await fromProvider(env.inferenceModels)
      } catch (error) {
        reportError(error, { url: env.inferenceModels.url })
        list = await fromCatalogue(req)
      }
    } else list = await fromCatalogue(req)
    return Response.json(list, { headers: PUBLIC_READ_HEADERS })
  },
})
