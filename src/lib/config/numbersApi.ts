/** The provider's numbers API; without NUMBERS_API_URL and its key the admin's inventory answers. */
import { readService, type EnvSource, type ServiceConfig } from './parse'

export type NumbersApiConfig = ServiceConfig

export const readNumbersApi = (source: EnvSource): NumbersApiConfig | undefined =>
  readService(source, { url: 'NUMBERS_API_URL', apiKey: 'NUMBERS_API_KEY', timeoutMs: 'NUMBERS_API_TIMEOUT_MS' }, 5000)
