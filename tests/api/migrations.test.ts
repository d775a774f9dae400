/**
 * The committed migrations go down as well as up: on a scratch database, every migration is applied,
 * then all are rolled back (migrate:down, the batch newest first), then applied again. A down step
 * that fails (Payload's generated ones dropped foreign keys, indexes and types that an earlier
 * DROP TABLE … CASCADE or a later migration had already removed) leaves an operator unable to roll back.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startEmbeddedDatabase, type EmbeddedDatabase } from '@/lib/db/embedded'

import { migrations } from '../../migrations'

// Under the project folder: every parent must be traversable by the postgres system user.
const dataDir = path.join(process.cwd(), '.data', `migrations-probe-${process.pid}`)
let database: EmbeddedDatabase

beforeAll(async () => {
  // A port free as it starts (port 0): the fixed 54398 lay in the kernel's range for outgoing connections, and
  // after the suite's traffic a client socket sometimes sat on it, so PostgreSQL could not bind (lib/db/embedded freePort).
  database = await startEmbeddedDatabase({ dataDir, port: 0, database: 'migrations_probe' })
}, 120_000)
afterAll(async () => {
  await database?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** Payload's CLI on the scratch database (scripts/launch.mjs, as `npm run payload` runs it); resolves with its exit code and output. */
function payloadCli(command: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/launch.mjs', '--', 'payload', command], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        // Migrations rewrite whole tables: the app's few-second query limit is for requests.
        DATABASE_QUERY_TIMEOUT_MS: '600000',
        NODE_OPTIONS: '--conditions=production',
      },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

async function applied(): Promise<number> {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    const exists = await client.query(`SELECT to_regclass('public.payload_migrations') AS name`)
    if (!exists.rows[0].name) return 0
    return Number((await client.query(`SELECT count(*) AS n FROM payload_migrations WHERE name <> 'dev'`)).rows[0].n)
  } finally {
    await client.end()
  }
}

describe('migrations', () => {
  it('apply, roll back completely, and apply again', { timeout: 300_000 }, async () => {
    const up = await payloadCli('migrate')
    expect(up.code, up.output.slice(-2000)).toBe(0)
    expect(await applied()).toBe(migrations.length)

    // One batch (all applied together), rolled back newest first. (Payload 3.90's migrate:reset runs the
    // down steps oldest first, which cannot work; migrate:down is what an operator rolls back with.)
    const down = await payloadCli('migrate:down')
    expect(down.code, down.output.slice(-2000)).toBe(0)
    expect(down.output).not.toContain('Error running migration')
    expect(down.output.match(/Migrated down:/g)).toHaveLength(migrations.length)
    expect(await applied()).toBe(0)

    const again = await payloadCli('migrate')
    expect(again.code, again.output.slice(-2000)).toBe(0)
    expect(await applied()).toBe(migrations.length)
  })
})
