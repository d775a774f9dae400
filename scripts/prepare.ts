/**
 * Applies pending migrations and seeds an empty database. Run through
 * `payload run` (by scripts/run.ts --prepare); safe to run on every start.
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { seed } from '../src/seed'

const payload = await getPayload({ config })
try {
  await payload.db.migrate()
  await seed(payload)
} finally {
  await payload.destroy()
}
process.exit(0)
