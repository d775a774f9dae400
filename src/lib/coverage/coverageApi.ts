/**
 * The provider's country coverage and requirements endpoints (v2:
 * GET …/v2/country_coverage and …/v2/requirements, bearer key, paged
 * {data:[…], meta:{total_pages}}), mapped to our rows. Shapes: lib/coverage/coverageData.
 */
import type { CoverageRow, RequirementRow } from './coverage'
import { parseCoverage, parseRequirements, totalPages } from './coverageData'
import type { CoverageApiConfig } from '../config'

export type { CoverageApiConfig }

export const COVERAGE_PAGE_SIZE = 250
/** A runaway `total_pages` must not turn one render into hundreds of requests. */
const MAX_PAGES = 10

/** A non-2xx answer, with what the error report needs. */
export class CoverageApiError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`The coverage API answered ${status}`)
    this.name = 'CoverageApiError'
  }
}

/** Every page of a v2 list (as its `meta.total_pages` says, up to MAX_PAGES), as the bodies read. */
async function readPages(config: CoverageApiConfig, path: string, fetchImpl: typeof fetch): Promise<unknown[]> {
  const bodies: unknown[] = []
  for (let page = 1, pages = 1; page <= Math.min(pages, MAX_PAGES); page++) {
    const url = new URL(`${config.url.replace(/\/+$/, '')}${path}`)
    url.searchParams.set('page[number]', String(page))
    url.searchParams.set('page[size]', String(COVERAGE_PAGE_SIZE))
    const response = await fetchImpl(url, {
      headers: { authorization: `Bearer ${config.apiKey}`, accept: 'application/json' },
      signal: AbortSignal.timeout(config.timeoutMs),
    })
    if (!response.ok) throw new CoverageApiError(`${url.origin}${url.pathname}`, response.status)
    const json: unknown = await response.json()
    bodies.push(json)
    pages = totalPages(json)
  }
  return bodies
}

/** Every country's services; throws on a failed request or an unexpected shape. */
export async function fetchCoverage(config: CoverageApiConfig, fetchImpl: typeof fetch = fetch): Promise<CoverageRow[]> {
  return parseCoverage(...(await readPages(config, '/v2/country_coverage', fetchImpl)))
}

/** Every country's ordering requirements by number type; throws on a failed request or an unexpected shape. */
export async function fetchRequirements(config: CoverageApiConfig, fetchImpl: typeof fetch = fetch): Promise<RequirementRow[]> {
  return parseRequirements(...(await readPages(config, '/v2/requirements', fetchImpl)))
}
