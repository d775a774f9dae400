/**
 * No request for an address that does not exist stores anything (issue 29): an invented path with and
 * without `?locale=`, under the locale prefix, a social card for an invented title, and the image optimizer
 * asked for a local picture with query strings. 2 000 of them may grow the server's disk cache (everything
 * under .next, where Next keeps rendered pages, data and optimized images) by less than 5 MB; before the fix
 * each invented localized address stored about 120 KB.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { BASE_URL, nextClient, unique } from './helpers'

const NEXT_DIR = path.resolve('.next')
const REQUESTS = 2000
const LIMIT_BYTES = 5 * 1024 * 1024

/** The bytes of every file under a folder. */
function bytesUnder(folder: string): number {
  let total = 0
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.isFile()) total += fs.statSync(file).size
    }
  }
  walk(folder)
  return total
}

/** The addresses a crawler or an attacker invents, one family after another. */
function invented(run: string, i: number): string {
  switch (i % 5) {
    case 0:
      return `/${run}-${i}`
    case 1:
      return `/products/${run}-${i}?locale=en-GB`
    case 2:
      return `/l/en-au/${run}/${i}`
    case 3:
      return `/_next/image?url=${encodeURIComponent(`/favicon.ico?${run}-${i}`)}&w=64&q=75`
    default:
      return `/_next/image?url=${encodeURIComponent(`/og?title=${run}-${i}`)}&w=640&q=75`
  }
}

describe('caches stay bounded under invented addresses', () => {
  it(`${REQUESTS} invented addresses grow the disk cache by less than 5 MB, and none is a 5xx`, { timeout: 600_000 }, async () => {
    const run = unique('invented')
    const before = bytesUnder(NEXT_DIR)
    const statuses = new Map<number, number>()
    let next = 0
    const worker = async () => {
      while (next < REQUESTS) {
        const i = next++
        const response = await fetch(`${BASE_URL}${invented(run, i)}`, { headers: { 'x-forwarded-for': nextClient() }, redirect: 'manual' })
        await response.arrayBuffer()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      }
    }
    await Promise.all(Array.from({ length: 6 }, worker))
    const grown = bytesUnder(NEXT_DIR) - before
    console.log(`[cache] ${REQUESTS} invented addresses: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}; .next grew ${(grown / 1024).toFixed(0)} KB`)
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([])
    expect(grown).toBeLessThan(LIMIT_BYTES)
  })
})
