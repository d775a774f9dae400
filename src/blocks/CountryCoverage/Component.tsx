import { PRODUCTION_FLAGS } from '@/lib/flags'
import { getCoverage } from '@/lib/pages/coverage'

import type { BlockProps } from '../types'
import { CoverageTableIsland } from './lazy.client'

/**
 * Coverage, read on the server (the provider's API or the seeded table) and
 * handed to an island that renders the same table and filters it in the
 * browser. The requirements table is a block of its own (RequirementsTable).
 *
 * The `coverageTableData` flag (off in production) gates the per-service
 * table: off, the block lists the supported countries with their dial codes
 * (searchable, the same rows); on, it adds a column per service. The country
 * list is what is known to be accurate today; the service matrix ships when
 * the provider's data behind it is signed off.
 */
export async function CountryCoverage({ block, context }: BlockProps<'countryCoverage'>) {
  const intro = (
    <>
      {block.heading && <h2>{block.heading}</h2>}
      {block.text && <p>{block.text}</p>}
    </>
  )
  const { rows, source } = await getCoverage()
  const detailed = (context.flags ?? PRODUCTION_FLAGS).coverageTableData
  return (
    <div className="country-coverage" data-source={source}>
      {intro}
      {detailed ? (
        <CoverageTableIsland detailed rows={rows} />
      ) : (
        // Only what the list shows crosses to the browser.
        <CoverageTableIsland detailed={false} rows={rows.map(({ alpha2, name, dialCode, region }) => ({ alpha2, name, dialCode, region }))} />
      )}
    </div>
  )
}
