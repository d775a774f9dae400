import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { readPostmasterPid, startEmbeddedDatabase } from '@/lib/db/embedded'

// Under the project folder: every parent must be traversable by the postgres system user.
const dataDir = path.join(process.cwd(), '.data', `embedded-probe-${process.pid}`)
const port = 54399

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

async function currentDatabase(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<{ db: string }>('SELECT current_database() AS db')).rows[0].db
  } finally {
    await client.end()
  }
}

describe('embedded PostgreSQL', () => {
  it('starts, creates the database, reuses a running server, and stops only what it started', async () => {
    const first = await startEmbeddedDatabase({ dataDir, port, database: 'probe' })
    expect(first.startedHere).toBe(true)
    const pid = readPostmasterPid(dataDir)
    expect(pid).toBeGreaterThan(0)
    expect(await currentDatabase(first.url)).toBe('probe')

    // A second run finding the server alive (e.g. after its owner was killed) reuses it.
    const second = await startEmbeddedDatabase({ dataDir, port, database: 'probe' })
    expect(second.startedHere).toBe(false)
    await second.stop()
    expect(await currentDatabase(first.url)).toBe('probe')

    await first.stop()
    expect(readPostmasterPid(dataDir)).toBeUndefined()

    // The data folder is kept and started again without a new initdb; an existing database is not re-created.
    const third = await startEmbeddedDatabase({ dataDir, port, database: 'probe' })
    expect(third.startedHere).toBe(true)
    expect(await currentDatabase(third.url)).toBe('probe')
    await third.stop()
  })
})
