/** Process helpers shared by scripts/run.ts and scripts/test.ts. */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { launcherConfig } from '../src/lib/config/launcher'
import { pageCacheSettings } from '../src/lib/config/pageCache'
import { bundledCommand } from './bundle'
import { addCompileHints } from './compileHints'

export const root = process.cwd()
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

/** Runs a command (a local binary by name, or any executable), inheriting the terminal; resolves with its exit code. */
export function run(cmd: string[], extraEnv: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const [file, ...args] = cmd
    const executable = file.includes('/') ? file : fs.existsSync(bin(file)) ? bin(file) : file
    // Child-process env passing: the child inherits this environment, with the extra variables on top.
    const child = spawn(executable, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } })
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

/** Newest modification time of the files under the given paths. */
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

/** Written after a build succeeds: a failed or interrupted build leaves none, so it is never taken for a good one. */
const BUILD_MARKER = path.join(root, '.next', 'build-complete')

/**
 * A production build is stale when missing, unfinished, older than any source it is made from,
 * or pre-rendered from another database (pages are rendered from the database at build time).
 */
export function buildIsStale(databaseUrl?: string): boolean {
  if (!fs.existsSync(BUILD_MARKER)) return true
  if (databaseUrl !== undefined && readMarker().databaseUrl !== databaseUrl) return true
  const sources = ['src', 'public', 'migrations', 'payload.config.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json']
  return newestMtime(sources) > fs.statSync(BUILD_MARKER).mtimeMs
}

function readMarker(): { databaseUrl?: string } {
  try {
    return JSON.parse(fs.readFileSync(BUILD_MARKER, 'utf8')) as { databaseUrl?: string }
  } catch {
    return {}
  }
}

/** Runs `next build` and marks the result complete (and from which database) only when it succeeds. */
export async function build(env: Record<string, string>): Promise<number> {
  fs.rmSync(BUILD_MARKER, { force: true })
  // Next's data cache outlives a build on disk, but not its truth: another database, or a migration
  // that rewrote content, would be pre-rendered from the old answers. The build reads everything afresh.
  fs.rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
  const code = await run(['next', 'build'], env)
  if (code === 0) addCompileHints(path.join(root, '.next'))
  if (code === 0)
    fs.writeFileSync(BUILD_MARKER, JSON.stringify({ builtAt: new Date().toISOString(), databaseUrl: env.DATABASE_URL ?? launcherConfig().databaseUrl }))
  return code
}

/** Environment for every child: telemetry would try to reach the internet; scripts need no dev-server reload socket. */
export const BASE_ENV: Record<string, string> = { NEXT_TELEMETRY_DISABLED: '1', DISABLE_PAYLOAD_HMR: 'true' }

/** The preload that decides each request's client address (scripts/client-address.cjs): every app server starts with it. */
export const CLIENT_ADDRESS_PRELOAD = path.join(root, 'scripts', 'client-address.cjs')

/** The preload that makes V8 favour memory over speed in an app server (scripts/v8-memory.cjs says what it saves and costs). */
export const V8_MEMORY_PRELOAD = path.join(root, 'scripts', 'v8-memory.cjs')

/**
 * The tested app servers trust one proxy: the tests stand in front of them and play many visitors by
 * sending X-Forwarded-For, as nginx would append it (tests/api/clientAddress.test.ts starts one
 * that trusts none).
 */
export const APP_SERVER_TEST_ENV: Record<string, string> = { TRUSTED_PROXY_HOPS: '1' }

/**
 * The young generation's size for an app server (MB per semi-space). V8's default (16 on 64-bit) lets
 * each request's short-lived objects pile up to ~48 MB of young space before a scavenge; 4 keeps the
 * server's resident memory under load within its budget (bench: server memory) for a few more, cheap
 * scavenges.
 */
export const APP_SERVER_SEMI_SPACE = '--max-semi-space-size=4'

/**
 * The old generation's limit for an app server (MB). Without one V8 sizes it from the machine's memory
 * and collects lazily below it: 530–760 MB resident after the hostile-request suite. The server's live
 * heap after the whole browser suite was 205 MB (a heap snapshot); with 256 the process tree stayed under
 * 400 MB through the hostile suite, the admin's browser tests and every route (docs/performance.md).
 */
export const APP_SERVER_HEAP = '--max-old-space-size=256'

/**
 * The environment an app server starts with: NODE_OPTIONS (the given options, or the inherited ones,
 * plus the client-address and V8 memory preloads and the heap's generation sizes unless given) and glibc's malloc
 * settings. glibc gives each thread that allocates its own 64 MB arena (up to 8 per core); Node's few
 * worker threads then hold ~20 MB of freed native memory that two arenas share back. And glibc raises
 * its mmap threshold each time a large block is freed, up to 32 MB, so the page buffers and compressed
 * answers of a busy server end up in the heap, which it rarely gives back; fixed at 128 KB they are
 * mapped and unmapped, and free heap above 128 KB is returned (bench: server memory).
 */
// NODE_OPTIONS and MALLOC_* belong to Node and glibc, passed on to the child: read here, where the child's environment is made.
export function appServerEnv(options = process.env.NODE_OPTIONS ?? ''): Record<'NODE_OPTIONS' | `MALLOC_${string}`, string> {
  const withSemiSpace = options.includes('--max-semi-space-size') ? options : `${options} ${APP_SERVER_SEMI_SPACE}`.trim()
  const withHeap = withSemiSpace.includes('--max-old-space-size') ? withSemiSpace : `${withSemiSpace} ${APP_SERVER_HEAP}`
  return {
    NODE_OPTIONS: [CLIENT_ADDRESS_PRELOAD, V8_MEMORY_PRELOAD].reduce(
      (options, preload) => (options.includes(preload) ? options : `${options} --require ${JSON.stringify(preload)}`),
      withHeap,
    ),
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
    MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ ?? '131072',
  }
}

/**
 * Next's variable for a server started with the configuration its build recorded (.next/required-server-files.json),
 * as the standalone server (`.next/standalone/server.js`, written by Next) starts.
 */
export const BUILT_CONFIG_VARIABLE = '__NEXT_PRIVATE_STANDALONE_CONFIG'

/**
 * The configuration `next start` serves with: the one the build recorded, with the page cache chosen from this start's
 * REDIS_URL (as next.config.ts would choose it). Without it `next start` reads next.config.ts again, and a TypeScript
 * configuration is compiled by Next's SWC binary, which then stays loaded with its require hook for the life of the
 * server: 27 MB resident, and about 50 MB in all after the bench's load and mix (312 → 262 MB, docs/performance.md).
 * Everything else in the configuration is fixed at build time anyway (routes, headers, the CSP: docs/deployment.md).
 */
export function serverConfig(recorded: Record<string, unknown>, redisUrl: string | undefined): Record<string, unknown> {
  return { ...recorded, ...pageCacheSettings(redisUrl || undefined, root) }
}

/**
 * The environment that starts `next start` on the last build's recorded configuration (none before a build), for a
 * server with this process's environment and `env` on top (as every app server here is started).
 */
export function serverConfigEnv(env: Record<string, string> = {}): Record<string, string> {
  const file = path.join(root, '.next', 'required-server-files.json')
  if (!fs.existsSync(file)) return {}
  const { config } = JSON.parse(fs.readFileSync(file, 'utf8')) as { config: Record<string, unknown> }
  // REDIS_URL is the app's variable: read here to choose the page cache the server starts with, as next.config.ts does.
  return { [BUILT_CONFIG_VARIABLE]: JSON.stringify(serverConfig(config, env.REDIS_URL ?? process.env.REDIS_URL)) }
}

/** One process of a tree: its command name and resident memory (RSS, and PSS: shared pages divided among their sharers). */
export type ProcessMemory = { pid: number; name: string; rssBytes: number; pssBytes: number }

/**
 * A process and all its descendants, from /proc (empty once it has ended). RSS counts every shared page in
 * each process that maps it (PostgreSQL's shared buffers once per connection), so the tree's RSS overstates
 * what it holds; PSS divides each shared page among its sharers and sums to the memory the tree really uses.
 */
export function treeMemory(pid: number): ProcessMemory[] {
  const children = new Map<number, number[]>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      // The process ended while we looked.
    }
  }
  const processes: ProcessMemory[] = []
  const visit = (p: number) => {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8')
      const kB = (pattern: RegExp, text: string) => Number(pattern.exec(text)?.[1] ?? 0) * 1024
      // smaps_rollup needs the same user or root; without it, PSS is reported as RSS.
      const rollup = safeRead(`/proc/${p}/smaps_rollup`)
      const rssBytes = kB(/VmRSS:\s+(\d+)/, status)
      processes.push({ pid: p, name: /Name:\s+(.+)/.exec(status)?.[1] ?? '?', rssBytes, pssBytes: rollup ? kB(/^Pss:\s+(\d+)/m, rollup) : rssBytes })
    } catch {
      return
    }
    for (const child of children.get(p) ?? []) visit(child)
  }
  visit(pid)
  return processes
}

function safeRead(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

/** Resident memory (RSS) of a process and all its descendants (0 once it has ended). */
export function treeRssBytes(pid: number): number {
  return treeMemory(pid).reduce((sum, process) => sum + process.rssBytes, 0)
}

export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
      if (response.status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/**
 * Asks a just-started server for an address no page has, so the unrouted handler (src/app/(frontend)/unrouted) is
 * loaded before a visitor needs it: routes load on first use (next.config preloadEntriesOnStart), and that route's
 * bundle evaluates its own copy of the Payload config. Measured on a fresh server with the two cores busy: the first
 * such address took 6.3 s, the next ones 0.1 s. It is also the way to every page published since the build.
 */
export async function warmUp(siteUrl: string): Promise<void> {
  try {
    const response = await fetch(`${siteUrl}/_warm-up-${Date.now().toString(36)}`, { signal: AbortSignal.timeout(60_000) })
    await response.arrayBuffer()
  } catch {
    // A server that cannot answer yet is warmed by its first visitor instead.
  }
}

/** Migrates and seeds the database at env.DATABASE_URL; one retry, since a first start on a fresh machine can stall. */
export async function prepareDatabase(baseEnv: Record<string, string>): Promise<number> {
  // Migrations rewrite whole tables: the app's few-second query limit is for requests, not for them.
  const env = { ...baseEnv, DATABASE_QUERY_TIMEOUT_MS: '600000' }
  return run(await bundledCommand('scripts/prepare.ts'), env)
}
