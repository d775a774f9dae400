import { getRequirements } from '@/lib/coverage/data'

// The island and its styles live with the coverage table's: one look for both tables.
import { RequirementsTableIsland } from '../CountryCoverage/lazy.client'
import styles from '../CountryCoverage/styles.module.css'
import type { BlockProps } from '../types'

/**
 * Requirements by country and number type, read on the server (the provider's
 * API or the seeded table) and handed to an island that filters them.
 */
export async function RequirementsTable({ block }: BlockProps<'requirementsTable'>) {
  const { rows, source } = await getRequirements()
  return (
    <div className={styles.root} data-block="requirements-table" data-source={source}>
      {block.heading && <h2>{block.heading}</h2>}
      {block.text && <p>{block.text}</p>}
      <RequirementsTableIsland rows={rows} />
    </div>
  )
}
