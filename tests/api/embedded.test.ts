import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { readPostmasterPid, readPostmasterPort, startEmbeddedDatabase } from '@/lib/db/embedded'

// Under the project folder: every parent must be traversable by the postgres system user.
const dataDir = path.join(process.cwd(), '.data', `embedded-probe-${process.pid}`)
// A port free as each server starts (lib/db/embedded freePort): a fixed one in the kernel's range for outgoing
// connections can be held by a client socket after the suite's traffic, and PostgreSQL then cannot bind it.
const port = 0

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
    expect(readPostmasterPort(dataDir)).toBe(Number(new URL(first.url).port))
    expect(await currentDatabase(first.url)).toBe('probe')

    // A second run finding the server alive (e.g. after its owner was killed) reuses it, on the port it runs on.
    const second = await startEmbeddedDatabase({ dataDir, port, database: 'probe' })
    expect(second.startedHere).toBe(false)
    expect(second.url).toBe(first.url)
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
