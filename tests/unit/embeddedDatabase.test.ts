import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { readPostmasterPid, readPostmasterPort } from '@/lib/db/embedded'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

/** A data folder holding the given postmaster.pid (or none). */
function dataDirWith(postmaster?: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'postmaster-'))
  folders.push(folder)
  if (postmaster !== undefined) fs.writeFileSync(path.join(folder, 'postmaster.pid'), postmaster)
  return folder
}

describe('postmaster.pid', () => {
  it('gives a running server’s PID (line 1) and port (line 4): how a server on a port chosen at start is found again', () => {
    // As PostgreSQL 17 writes it: PID, data folder, start time, port, socket folder, listen address, shared memory key, status.
    const dir = dataDirWith('4242\n/work/main/.data/probe\n1795700000\n38311\n/tmp\nlocalhost\n  1234567     0\nready   \n')
    expect(readPostmasterPid(dir)).toBe(4242)
    expect(readPostmasterPort(dir)).toBe(38311)
  })

  it('gives nothing for a folder without a server, or a file cut short', () => {
    expect(readPostmasterPid(dataDirWith())).toBeUndefined()
    expect(readPostmasterPort(dataDirWith())).toBeUndefined()
    const short = dataDirWith('4242\n/work/main/.data/probe\n')
    expect(readPostmasterPid(short)).toBe(4242)
    expect(readPostmasterPort(short)).toBeUndefined()
  })
})
