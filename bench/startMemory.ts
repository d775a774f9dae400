/**
 * The README's `npm start`, measured whole (issue 29): started here in its own process group (production, the
 * embedded PostgreSQL, the job runner in the server), then the hostile-request suite and an editor's admin session
 * (bench/memoryMix.ts) against it, with the tree's RSS and PSS after each part; then stopped as Ctrl-C would.
 *
 *   PAYLOAD_ADMIN_PASSWORD=… npx tsx bench/startMemory.ts
 *
 * The administrator is the one the first production start creates from PAYLOAD_ADMIN_EMAIL/PASSWORD (a production
 * seed publishes no password); on a database made before, give that administrator's.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { root, waitForHttp } from '../scripts/lib'
import { SECRET_FILE } from '../src/lib/secrets'
import { memoryMix } from './memoryMix'

const SITE = 'http://localhost:3000'
const EMBEDDED_DATABASE = 'postgres://postgres:postgres@127.0.0.1:54329/ostra'

async function main(): Promise<number> {
  const credentials = { email: process.env.PAYLOAD_ADMIN_EMAIL ?? 'admin@ostra.local', password: process.env.PAYLOAD_ADMIN_PASSWORD ?? '' }
  if (!credentials.password) {
    console.error('[start-memory] set PAYLOAD_ADMIN_PASSWORD (and PAYLOAD_ADMIN_EMAIL): the administrator the production start signs in as')
    return 1
  }
  // The hostile suite's requests come from this machine: one forwarding hop is trusted, as behind the edge.
  const start = spawn('npm', ['start'], { cwd: root, detached: true, stdio: 'inherit', env: { ...process.env, TRUSTED_PROXY_HOPS: '1' } })
  const stop = () => start.pid && process.kill(-start.pid, 'SIGINT')
  try {
    await waitForHttp(`${SITE}/`, 900_000)
    const secret = process.env.PAYLOAD_SECRET ?? fs.readFileSync(path.join(root, SECRET_FILE), 'utf8')
    const env = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined))
    const stages = await memoryMix(
      SITE,
      start.pid ?? 0,
      { ...env, DATABASE_URL: process.env.DATABASE_URL ?? EMBEDDED_DATABASE, PAYLOAD_SECRET: secret },
      credentials,
    )
    for (const { stage, rssMB, pssMB, processes } of stages)
      console.log(`[start-memory] ${stage}: PSS ${pssMB} MB, RSS ${rssMB} MB (PSS by process: ${processes})`)
    return 0
  } finally {
    stop()
    await new Promise((resolve) => start.once('exit', resolve))
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[start-memory] failed:', error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
