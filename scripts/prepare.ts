/**
 * Applies pending migrations and seeds what is missing. Safe on every start.
 * Run by scripts/run.ts --prepare and scripts/test.ts (with DATABASE_URL set).
 */
import { getPayload, type Migration } from 'payload'

import { migrations } from '../migrations'
import config from '../payload.config'
import { seed } from '../src/seed'

// Exit code 1 unless the work finishes: should the event loop ever drain while a
// promise is still pending, the process must not pass for a success.
process.exitCode = 1

async function main(): Promise<void> {
  const payload = await getPayload({ config })
  try {
    // The committed list (migrations/index.ts), bundled with this script: Node cannot import the .ts files themselves.
    // Payload's adapter interface types a migration's argument as unknown; the Postgres adapter passes MigrateUpArgs.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
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
