/**
 * Applies pending migrations and seeds what is missing. Safe on every start.
 * Run by scripts/run.ts --prepare and scripts/test.ts (with DATABASE_URL set).
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { seed } from '../src/seed'

// Exit code 1 unless the work finishes: should the event loop ever drain while a
// promise is still pending, the process must not pass for a success.
process.exitCode = 1

async function main(): Promise<void> {
  const payload = await getPayload({ config })
  try {
    await payload.db.migrate()
    await seed(payload)
  } finally {
    await payload.destroy()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[prepare] failed:', error)
    process.exit(1)
  },
)
