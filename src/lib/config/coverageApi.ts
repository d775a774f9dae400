/** The provider's country coverage and requirements API (v2); without COVERAGE_API_URL and its key the seeded tables show. */
import { readService, withoutTrailingSlash, type EnvSource, type ServiceConfig } from './parse'

export type CoverageApiConfig = ServiceConfig

export function readCoverageApi(source: EnvSource): CoverageApiConfig | undefined {
  const config = readService(source, { url: 'COVERAGE_API_URL', apiKey: 'COVERAGE_API_KEY', timeoutMs: 'COVERAGE_API_TIMEOUT_MS' }, 5000)
  return config && { ...config, url: withoutTrailingSlash(config.url) }
}
