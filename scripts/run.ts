/**
 * Runs a command with a database: the configured DATABASE_URL, or else the
 * embedded PostgreSQL, started (or reused) here and stopped when the command ends.
 *
 *   tsx scripts/run.ts [--prepare] [--build | --build-if-stale] [-- command args...]
 *
 * --prepare         apply migrations and seed what is missing (idempotent)
 * --build           run `next build`
 * --build-if-stale  run `next build` when there is no finished build or sources are newer
 */
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../src/lib/db/embedded'
import { BASE_ENV, build, buildIsStale, prepareDatabase, run } from './lib'

const argv = process.argv.slice(2)
const dashDash = argv.indexOf('--')
const flags = new Set(dashDash === -1 ? argv : argv.slice(0, dashDash))
const command = dashDash === -1 ? [] : argv.slice(dashDash + 1)

async function main(): Promise<number> {
  let database: EmbeddedDatabase | undefined
  const env: Record<string, string> = { ...BASE_ENV }
  if (!process.env.DATABASE_URL) {
    const started = Date.now()
    database = await startEmbeddedDatabase({ log: (line) => process.env.DEBUG_PG && console.log(`[postgres] ${line}`) })
    env.DATABASE_URL = database.url
    console.log(`[run] embedded PostgreSQL ${database.startedHere ? 'started' : 'reused'} in ${Date.now() - started} ms`)
  }
  // Ctrl-C reaches the child too; this process stays to stop the database after it.
  process.on('SIGINT', () => {})
  process.on('SIGTERM', () => {})
  try {
    if (flags.has('--prepare')) {
      const code = await prepareDatabase(env)
      if (code !== 0) return code
    }
    if (flags.has('--build') || (flags.has('--build-if-stale') && buildIsStale(env.DATABASE_URL ?? process.env.DATABASE_URL))) {
      console.log('[run] building the production site')
      const code = await build(env)
      if (code !== 0) return code
    }
    return command.length > 0 ? await run(command, env) : 0
  } finally {
    await database?.stop()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[run] failed:', error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
