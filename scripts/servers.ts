/**
 * Real processes for the deployment tests and the benchmark: more app servers from the same
 * build, Redis and nginx from Debian's packages, and a TCP relay in front of
 * PostgreSQL that can be cut (the database going away) and restored.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { APP_SERVER_TEST_ENV, appServerEnv, serverConfigEnv } from './lib'

export type Started = { url: string; output: () => string; stop: () => Promise<void> }

/** SIGTERM, then SIGKILL after 5 s; resolves once the process has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(kill)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

function launch(command: string, args: string[], env: Record<string, string> = {}): { child: ChildProcess; output: () => string } {
  // Child-process env passing: the child inherits this environment, with the given variables on top.
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return { child, output: () => output }
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s:\n${output()}`)
}

export function requireBinary(name: string, candidates: string[]): string {
  const found = candidates.find((candidate) => fs.existsSync(candidate))
  if (!found)
    throw new Error(`${name} is needed for this test: apt-get install ${name === 'nginx' ? 'nginx-light' : name} (Debian's package; .ci/run installs it)`)
  return found
}

/** Answers once a TCP port accepts connections. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })
}

/** Another `next start` of the tested build on its own port, with extra environment. */
export async function startAppServer(port: number, env: Record<string, string>): Promise<Started & { pid: number }> {
  const { child, output } = launch(path.resolve('node_modules/.bin/next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    ...appServerEnv(),
    ...APP_SERVER_TEST_ENV,
    ...env,
    ...serverConfigEnv(env),
  })
  const url = `http://127.0.0.1:${port}`
  await until(async () => (await fetch(`${url}/`)).ok, 90_000, `the app server on ${port}`, output)
  return { url, output, pid: child.pid ?? 0, stop: () => stopChild(child) }
}

/** A throwaway Redis (no persistence). */
export async function startRedis(port: number): Promise<Started> {
  const binary = requireBinary('redis-server', ['/usr/bin/redis-server'])
  const { child, output } = launch(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'])
  await until(() => accepts(port), 15_000, 'redis-server', output)
  return { url: `redis://127.0.0.1:${port}`, output, stop: () => stopChild(child) }
}

/** nginx in the foreground with the configuration made for its folder (temporary files, cache, logs). */
export async function startNginx(configFor: (prefix: string) => string, port: number): Promise<Started & { prefix: string }> {
  const binary = requireBinary('nginx', ['/usr/sbin/nginx'])
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'ostra-nginx-'))
  // nginx's workers run as an unprivileged user when started as root: they must reach the cache folder.
  fs.chmodSync(prefix, 0o755)
  fs.mkdirSync(path.join(prefix, 'logs'))
  const file = path.join(prefix, 'nginx.conf')
  fs.writeFileSync(file, configFor(prefix))
  const { child, output } = launch(binary, ['-p', prefix, '-c', file, '-e', path.join(prefix, 'logs', 'error.log'), '-g', 'daemon off; pid nginx.pid;'])
  await until(() => accepts(port), 15_000, 'nginx', output)
  return {
    url: `http://127.0.0.1:${port}`,
    prefix,
    output: () => output() + (fs.existsSync(path.join(prefix, 'logs', 'error.log')) ? fs.readFileSync(path.join(prefix, 'logs', 'error.log'), 'utf8') : ''),
    stop: async () => {
      await stopChild(child)
      fs.rmSync(prefix, { recursive: true, force: true })
    },
  }
}

/**
 * A TCP relay to PostgreSQL. `cut()` closes the listener and every open
 * connection, so the app sees what it sees when the database stops (refused
 * connects, dropped sessions); `restore()` listens again on the same port.
 */
export async function startDatabaseRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  // Black-holed: connections are accepted and nothing comes back, as from a database that hangs.
  let holding = false
  const track = (socket: net.Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const server = net.createServer((client) => {
    track(client)
    if (holding) {
      client.pause()
      return
    }
    const upstream = net.connect(target.port, target.host)
    track(upstream)
    client.pipe(upstream).pipe(client)
  })
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  await listen(0)
  const port = (server.address() as net.AddressInfo).port
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      })
    },
    /** Stops every byte both ways, on open connections and new ones, without closing anything. */
    blackhole() {
      holding = true
      for (const socket of sockets) {
        socket.unpipe()
        socket.pause()
      }
    },
    /** Ends the black hole: the held connections close, so the app's pool opens fresh ones. */
    release() {
      holding = false
      for (const socket of sockets) socket.destroy()
    },
    restore: () => listen(port),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        if (server.listening) server.close(() => resolve())
        else resolve()
      }),
  }
}
