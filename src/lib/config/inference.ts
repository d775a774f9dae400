/** The inference API's model list; without INFERENCE_MODELS_URL /api/ai-models answers the admin's catalogue. */
import { address, parseVariables, text, wholeNumber, type EnvSource } from './parse'

export type InferenceModelsConfig = { url: string; apiKey: string | undefined; cacheSeconds: number }

export function readInferenceModels(source: EnvSource): InferenceModelsConfig | undefined {
  const vars = parseVariables(
    { INFERENCE_MODELS_URL: address(), INFERENCE_API_KEY: text(), INFERENCE_MODELS_CACHE_SECONDS: wholeNumber(300, { unit: 'seconds' }) },
    source,
  )
  return vars.INFERENCE_MODELS_URL
    ? { url: vars.INFERENCE_MODELS_URL, apiKey: vars.INFERENCE_API_KEY, cacheSeconds: vars.INFERENCE_MODELS_CACHE_SECONDS }
    : undefined
}
