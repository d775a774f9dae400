import { capabilitiesOf } from '@/lib/coverage'
import { PRODUCTION_FLAGS } from '@/lib/experiments'
import { getCoverage } from '@/lib/coverage/data'

import type { BlockProps } from '../types'
import { CoverageTableIsland } from './lazy.client'
import styles from './styles.module.css'

/**
 * Coverage, read on the server (the provider's API or the seeded table) and
 * handed to an island that renders the same table and filters it in the
 * browser. The requirements table is a block of its own (RequirementsTable).
 *
 * The `coverageTableData` flag (off in production) gates the per-service
 * table: off, the block lists the supported countries with their dial codes
 * and four capabilities (voice, messaging, numbers, IoT SIM), filtered by
 * region and searchable (issue 17 asks every visitor to see what works
 * where); on, it shows a column per service: the fine-grained matrix (SMS
 * apart from MMS, each type of number) ships when the provider's data behind
 * it is signed off.
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
    <div className={styles.root} data-block="country-coverage" data-source={source}>
      {intro}
      {detailed ? (
        <CoverageTableIsland detailed rows={rows} />
      ) : (
        // Only what the list shows crosses to the browser: the four capabilities, not the service matrix.
        <CoverageTableIsland
          detailed={false}
          rows={rows.map(({ alpha2, name, dialCode, region, services }) => ({ alpha2, name, dialCode, region, capabilities: capabilitiesOf(services) }))}
        />
      )}
    </div>
  )
}
