/**
 * Runs a command with a database: the configured DATABASE_URL, or else the
 * embedded PostgreSQL, started (or reused) here and stopped when the command ends.
 *
 *   tsx scripts/run.ts [--prepare] [--build-if-stale] [-- command args...]
 *
 * --prepare         apply migrations and seed an empty database (idempotent)
 * --build-if-stale  run `next build` when there is no build or sources are newer
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { startEmbeddedDatabase, type EmbeddedDatabase } from '../src/lib/db/embedded'

const argv = process.argv.slice(2)
const dashDash = argv.indexOf('--')
const flags = new Set(dashDash === -1 ? argv : argv.slice(0, dashDash))
const command = dashDash === -1 ? [] : argv.slice(dashDash + 1)
const root = process.cwd()
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

function run(cmd: string[], extraEnv: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const [file, ...args] = cmd
    const child = spawn(file.includes('/') ? file : fs.existsSync(bin(file)) ? bin(file) : file, args, {
      stdio: 'inherit',
      env: { ...process.env, ...extraEnv },
    })
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/** Newest modification time under the given paths (files and folders, recursively). */
function newestMtime(paths: string[]): number {
  let newest = 0
  const visit = (p: string) => {
    let stat: fs.Stats
    try {
      stat = fs.statSync(p)
    } catch {
      return
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) if (entry !== 'node_modules') visit(path.join(p, entry))
    } else newest = Math.max(newest, stat.mtimeMs)
  }
  paths.forEach((p) => visit(path.join(root, p)))
  return newest
}

function buildIsStale(): boolean {
  const buildId = path.join(root, '.next', 'BUILD_ID')
  if (!fs.existsSync(buildId)) return true
  const sources = ['src', 'public', 'migrations', 'payload.config.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json']
  return newestMtime(sources) > fs.statSync(buildId).mtimeMs
}

async function main(): Promise<number> {
  let database: EmbeddedDatabase | undefined
  const extraEnv: Record<string, string> = {}
  if (!process.env.DATABASE_URL) {
    const started = Date.now()
    database = await startEmbeddedDatabase({ log: (line) => process.env.DEBUG_PG && console.log(`[postgres] ${line}`) })
    extraEnv.DATABASE_URL = database.url
    console.log(`[run] embedded PostgreSQL ready in ${Date.now() - started} ms (${database.startedHere ? 'started' : 'reused'})`)
  }
  const stop = async () => {
    if (database) await database.stop()
  }
  process.on('SIGINT', () => void 0)
  process.on('SIGTERM', () => void 0)

  try {
    if (flags.has('--prepare')) {
      const code = await run(['payload', 'run', 'scripts/prepare.ts'], extraEnv)
      if (code !== 0) return code
    }
    if (flags.has('--build-if-stale') && buildIsStale()) {
      console.log('[run] building the production site')
      const code = await run(['next', 'build'], extraEnv)
      if (code !== 0) return code
    }
    return command.length > 0 ? await run(command, extraEnv) : 0
  } finally {
    await stop()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[run] failed:', error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
