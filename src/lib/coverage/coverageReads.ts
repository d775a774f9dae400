/**
 * The rows of the Country coverage and Number requirements blocks: the
 * provider's coverage API, read once per revalidation (tag `coverage`), or the
 * seeded tables without the API or when it fails.
 */
import { unstable_cache } from 'next/cache'

import type { CoverageRow, CoverageSource, RequirementRow } from './coverage'
import { SEEDED_COVERAGE, SEEDED_REQUIREMENTS } from './coverageData'
import { env } from '../config/data'
import { CoverageApiError, fetchCoverage, fetchRequirements, type CoverageApiConfig } from './coverageApi'
import { reportError } from '../monitoring'
import { tags } from '../pages'

export type CoverageData<Row> = { rows: Row[]; source: CoverageSource }

/**
 * The API's rows, cached; the fallback is chosen outside the cache, so a
 * failure is never cached and the next render retries. Keyed by the address
 * only: the key must not end up in the cache's keys.
 */
async function fromApi<Row>(name: string, load: (config: CoverageApiConfig) => Promise<Row[]>, seeded: readonly Row[]): Promise<CoverageData<Row>> {
  const config = env.coverageApi
  if (!config) return { rows: [...seeded], source: 'seeded' }
  try {
    const read = async () => {
      const rows = await load(config)
      // An empty answer would empty the page: a failure (thrown inside, so it is not cached either).
      if (rows.length === 0) throw new Error(`The coverage API answered no ${name} rows`)
      return rows
    }
    return {
      rows: await unstable_cache(read, ['coverage-api', name, config.url], { revalidate: env.revalidateSeconds, tags: [tags.coverage] })(),
      source: 'api',
    }
  } catch (error) {
    reportError(error, error instanceof CoverageApiError ? { url: error.url, statusCode: error.status } : { url: `${config.url}/v2/${name}` })
    return { rows: [...seeded], source: 'seeded' }
  }
}

export function getCoverage(): Promise<CoverageData<CoverageRow>> {
  return fromApi('country_coverage', fetchCoverage, SEEDED_COVERAGE)
}

export function getRequirements(): Promise<CoverageData<RequirementRow>> {
  return fromApi('requirements', fetchRequirements, SEEDED_REQUIREMENTS)
}
