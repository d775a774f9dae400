/**
 * The benchmark: builds the production site (timed, peak memory of the build's
 * process tree), serves it with `next start` on the embedded PostgreSQL, then
 * measures Lighthouse (mobile), throughput against a static-file ceiling,
 * endpoint latency, sustained subscription writes (every row verified) and
 * the server's memory after 10 000 requests. Writes bench/results/latest.md
 * with each figure against bench/budgets.json. Never part of the tests.
 *
 *   npm run bench            (3 Lighthouse runs per page; about 10 minutes)
 *   npm run bench -- --quick (1 run, shorter load tests)
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import pg from 'pg'

import { edgeNginxConfig } from '../deploy/nginx/config'
import { addCompileHints } from '../scripts/compileHints'
import { appServerEnv, BASE_ENV, prepareDatabase, root, serverConfigEnv, treeRssBytes, waitForHttp } from '../scripts/lib'
import { percentile, PUBLISHED_PAGE, publishedAddresses, publishUntilVisible } from './publishVisible'
import { growthPerTenMinutes, memoryCurve, soak, SOAK_GROWTH_BUDGET_MB_PER_10_MIN, SOAK_SAMPLE_SECONDS } from './soak'
import { startNginx, type Started } from '../scripts/servers'
import { startEmbeddedDatabase } from '../src/lib/db/embedded'
import { variantCookieName } from '../src/lib/pages'
import { DEFAULT_ADMIN } from '../src/seed/admin'
import { benchLongPage, LONG_PAGE_TARGETS } from './adminLongPage'
import { memoryMix } from './memoryMix'

const quick = process.argv.includes('--quick')
/** `--soak [--minutes N]`: only the memory curve under 30 minutes (or N) of mixed traffic (bench/soak.ts). */
const soakMinutes = process.argv.includes('--soak') ? Number(process.argv[process.argv.indexOf('--minutes') + 1] ?? 30) || 30 : undefined
const RUNS = quick ? 1 : 3
const LOAD_SECONDS = quick ? 5 : 8
/**
 * Each throughput figure follows a few seconds of the same load, unmeasured. This VM comes out of the
 * bench's wait for a quiet machine slow for several seconds (a plain Node server: 2 400 req/s right
 * after 30 s idle, 4 600 once warm), so without it the first server of a round (the app) was measured
 * on a cold machine and the last (the static ceiling) on a warm one.
 */
const WARM_UP_SECONDS = quick ? 1 : 3
/** The subscription writes' own warm-up: their path runs cold for its first few thousand requests (below). */
const WRITES_WARM_UP_SECONDS = 10
/** The longest the bench waits for the writes' jobs to run before it measures the admin. */
const DRAIN_GIVE_UP_MS = 300_000
/**
 * Publish → visible is timed over this many changes, the writes running as long as they take (about a second each):
 * a p95 of the 4–6 changes that fit in the load phase was simply the slowest one.
 */
const PUBLISH_CHANGES = 20
const PUBLISH_GIVE_UP_MS = 90_000
/** The memory's load asks for a few thousand addresses that do not exist (issue 34, item 5), under these sections and none. */
const MISSING_ADDRESSES = 3_000
const MISSING_UNDER = ['products', 'solutions', 'customer-stories', 'pricing', 'no-such-section']
/** How long the server is left alone after the memory mix before its memory is read once more (reported, no verdict). */
const SETTLE_SECONDS = 60
const PORT = 3300
const STATIC_PORT = 3301
const EDGE_PORT = 3302
const TESTED_STATIC_PORT = 3303
/** A page under test: the seeded solutions pages run an A/B test of their closing call to action (seed SOLUTIONS_CTA_EXPERIMENT). */
const TESTED_PAGE = '/solutions/healthcare'
const TESTED_EXPERIMENT_KEY = 'solutions-cta'
const SITE = `http://127.0.0.1:${PORT}`
const PAGES = ['/', '/products/voice-api', '/pricing/messaging', '/resources', '/contact-us']
/** Lighthouse's pages (issue 34): the bench's five, the pricing overview, sign-up and a customer story (seeded). */
const LIGHTHOUSE_PAGES = [...PAGES, '/pricing', '/sign-up', '/customer-stories/harbor-health-network']
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'

type Budgets = {
  lighthouse: { performance: number; accessibility: number; 'best-practices': number; seo: number }
  jsFloorKB: number
  jsAboveFloorKB: number
  /** A page's HTML, uncompressed (issue 34: the content is carried twice, as HTML and as the RSC payload). */
  htmlKB: number
  /** The app server's cached-page throughput as a share of the in-run static server's (10 connections, medians). */
  appShareOfStaticRaw: number
  appShareOfStaticGzip: number
  /** The app server's p99 on the cached page at 10 connections. */
  appP99Ms: number
  /** A page under test's share of its static server, against the home page's share (issue 32: at most 30 % slower). */
  testedPageShareOfUntested: number
  edgeShareOfStatic: number
  /** Resident memory after the bench's load (issue 34, item 5): after the runs and 10 000 requests, and after the mix. */
  serverMemoryMB: number
  /** Publish → visible at every address of the page, p95 under the write load (issue 34, item 6). */
  publishVisibleP95Ms: number
  writesPerSecond: number
  buildSeconds: number
  endpointP99Ms: number
}
const budgets = JSON.parse(fs.readFileSync(path.join(root, 'bench/budgets.json'), 'utf8')) as Budgets

/** The median of the runs that produced the figure (a Lighthouse run can miss one, e.g. no LCP in its trace). */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

function spawnNext(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(path.join(root, 'node_modules/.bin/next'), args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
}

async function timedBuild(env: Record<string, string>): Promise<{ seconds: number; peakMB: number }> {
  // As scripts/lib.ts builds: the data cache on disk holds another database's reads (the tests', a developer's), and a
  // build would render the bench's pages from them (pictures that its media folder does not have, for one).
  fs.rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
  const started = Date.now()
  const child = spawnNext(['build'], env)
  let peak = 0
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssBytes(child.pid ?? 0))), 250)
  child.stdout?.on('data', () => {})
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  clearInterval(sampler)
  if (code !== 0) throw new Error(`next build failed (${code}): ${errors.slice(-2000)}`)
  // The same last step as `npm run build` (scripts/lib.ts).
  addCompileHints(path.join(root, '.next'))
  return { seconds: (Date.now() - started) / 1000, peakMB: peak / 1024 / 1024 }
}

type LighthouseFigures = {
  performance: number
  accessibility: number
  'best-practices': number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  totalKB: number
  jsKB: number
  /** Lighthouse's own measure of the machine's speed during the run (higher is faster; 1,000 or more is a desktop). */
  benchmarkIndex: number
  failed?: string
}

async function lighthouseFor(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { categories, audits, runtimeError } = result.lhr
  // A run Lighthouse could not finish (no paint in its trace, a protocol timeout) has no score: it is
  // reported as failed, not counted as a 0 that would drag the median down as if the page were slow.
  const failed = runtimeError?.code ?? (categories.performance?.score == null ? 'NO_PERFORMANCE_SCORE' : undefined)
  const score = (id: string) => (categories[id]?.score == null ? NaN : Math.round((categories[id]?.score ?? 0) * 100))
  const items = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? []
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    totalKB: (audits['total-byte-weight']?.numericValue ?? 0) / 1024,
    jsKB: (items.find((i) => i.resourceType === 'script')?.transferSize ?? 0) / 1024,
    benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? NaN,
    failed,
  }
}

type Load = { reqPerSec: number; p50: number; p99: number; non2xx: number; errors: number }

async function load(options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ duration: LOAD_SECONDS, ...options })
  return summary(result)
}

/** The same load, first unmeasured for WARM_UP_SECONDS. */
async function warmLoad(options: autocannon.Options): Promise<Load> {
  await autocannon({ ...options, duration: WARM_UP_SECONDS })
  return load(options)
}

function summary(result: autocannon.Result): Load {
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

type Ceiling = { sizes: Record<Encoding, number>; stop: () => Promise<void> }

/**
 * The ceiling: a plain static server in a process of its own (bench/staticCeiling.mjs) holding the page's bytes, raw,
 * gzip and Brotli, answering with Content-Length, as any static file server would. In the bench's own process and
 * without Content-Length (chunked) it served a third of what it does here, and flattered the app (issue 34).
 */
async function startCeiling(html: string, port: number): Promise<Ceiling> {
  const file = path.join(os.tmpdir(), `ostra-bench-ceiling-${port}.html`)
  fs.writeFileSync(file, html)
  const child = spawn(process.execPath, [path.join(root, 'bench/staticCeiling.mjs'), file, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] })
  const sizes = await new Promise<Record<Encoding, number>>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the static ceiling exited (${code})`)))
    child.stdout?.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString()) as Record<Encoding, number>))
  })
  return {
    sizes,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

type Encoding = 'raw' | 'gzip' | 'br'
/** What each row asks for: nothing, gzip, or what every browser sends (Brotli among others). */
const ACCEPT: Record<Encoding, Record<string, string>> = {
  raw: {},
  gzip: { 'accept-encoding': 'gzip' },
  br: { 'accept-encoding': 'gzip, deflate, br, zstd' },
}

/** The encoding and the bytes on the wire of one response (node:http: fetch would decompress them). */
function wireBytes(url: string, headers: Record<string, string>): Promise<{ encoding: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0
        res.on('data', (chunk: Buffer) => (bytes += chunk.length))
        res.on('end', () => resolve({ encoding: String(res.headers['content-encoding'] ?? 'none'), bytes }))
      })
      .on('error', reject)
  })
}

/**
 * Waits (up to two minutes) until the machine is quiet — the one-minute load average under half a
 * core — and answers the load it measured at: figures taken beside a build or a test run drift 2–3×.
 */
async function quietLoad(): Promise<number> {
  const until = Date.now() + 120_000
  while (os.loadavg()[0] > 0.5 && Date.now() < until) await new Promise((r) => setTimeout(r, 2000))
  return os.loadavg()[0]
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a')
const verdict = (ok: boolean) => (ok ? '✅' : '❌')

const BENCH_DATA_DIR = '.data/postgres-bench'

/**
 * The bench's database keeps its administrator between runs, and the seed makes one only when there is none: so the
 * password it was made with is kept beside it. A database from before that file (its password unknown) is made afresh.
 */
function benchAdminPassword(): string {
  const file = path.join(root, '.data', 'bench-admin-password')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.rmSync(path.join(root, BENCH_DATA_DIR), { recursive: true, force: true })
  const password = randomBytes(16).toString('hex')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, password, { mode: 0o600 })
  return password
}

async function main() {
  const lines: string[] = []
  const out = (line = '') => {
    lines.push(line)
    console.log(line)
  }
  const adminPassword = benchAdminPassword()
  const database = await startEmbeddedDatabase({ dataDir: BENCH_DATA_DIR, port: 54341, database: 'ostra_bench' })
  const env: Record<string, string> = {
    ...BASE_ENV,
    DATABASE_URL: database.url,
    APP_ENV: 'production',
    // Production refuses the development secret; a throwaway one per run is all a benchmark needs.
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? randomBytes(32).toString('hex'),
    SITE_URL: SITE,
    MEDIA_DIR: '.data/media-bench',
    // The load comes from one address: the benchmark measures the server, not the limiter.
    RATE_LIMIT_PER_MINUTE: '100000000',
    // The hostile suite (memory mix) sends each request from its own forwarded address, as from behind the edge; read
    // without a trusted hop, its wrong passwords all count against this machine and lock the editor's session out (429).
    TRUSTED_PROXY_HOPS: '1',
    // The seed's administrator in production (the development password is refused there): the memory mix signs in as it.
    PAYLOAD_ADMIN_PASSWORD: adminPassword,
  }
  let server: ChildProcess | undefined
  let ceiling: Ceiling | undefined
  let edge: Started | undefined
  try {
    if ((await prepareDatabase(env)) !== 0) throw new Error('preparing the database failed')
    console.log('[bench] building…')
    const built = await timedBuild(env)
    const coldStart = Date.now()
    // The limits the README's production start uses (heap, young generation, malloc): scripts/lib.ts appServerEnv.
    server = spawnNext(['start', '-p', String(PORT), '-H', '127.0.0.1'], { ...env, ...appServerEnv(''), ...serverConfigEnv(env) })
    server.stdout?.on('data', () => {})
    server.stderr?.on('data', () => {})
    await waitForHttp(`${SITE}/`, 60_000)
    const coldStartMs = Date.now() - coldStart
    for (const page of PAGES) for (let i = 0; i < 3; i++) await fetch(`${SITE}${page}`)
    if (soakMinutes) {
      await soakRun(server.pid ?? 0, soakMinutes)
      return
    }

    const versions = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version: string }> }
    const v = (name: string) => versions.packages[`node_modules/${name}`]?.version ?? '?'
    out('# Benchmark results')
    out()
    out(
      `Run ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; next ${v('next')}, payload ${v('payload')}, react ${v('react')}; lighthouse ${v('lighthouse')} (mobile, ${CHROME}), autocannon ${v('autocannon')}. Medians of ${RUNS} Lighthouse runs per page; load tests ${LOAD_SECONDS} s each. Command: \`npm run bench${quick ? ' -- --quick' : ''}\`.`,
    )
    out()
    out('## Build and start')
    out()
    out('| figure | value | budget | |')
    out('|---|---|---|---|')
    out(
      `| \`next build\` (full production build) | ${fmt(built.seconds)} s | ≤ ${budgets.buildSeconds} s | ${verdict(built.seconds <= budgets.buildSeconds)} |`,
    )
    out(`| peak memory of the build (process tree) | ${fmt(built.peakMB)} MB | — | |`)
    out(`| cold start to first 200 | ${coldStartMs} ms | — | |`)
    out()

    console.log('[bench] lighthouse…')
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    })
    out('## Lighthouse (mobile)')
    out()
    out(
      '| page | load | performance (each run @ its benchmarkIndex) | accessibility | best practices | SEO | scores | LCP | TBT | CLS | total | JS (transfer) | JS budget | | HTML (raw) | budget | |',
    )
    out('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|')
    const jsBudget = budgets.jsFloorKB + budgets.jsAboveFloorKB
    try {
      for (const page of LIGHTHOUSE_PAGES) {
        // The page as a server sends it uncompressed (an edge or CDN asks for this), every byte counted.
        const htmlKB = (await (await fetch(`${SITE}${page}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength / 1024
        // The build just ended: like the load tests, Lighthouse waits for a quiet machine (its traces time a real load).
        const load = await quietLoad()
        const runs: LighthouseFigures[] = []
        // A run Lighthouse itself could not record (NO_NAVSTART: Chromium's trace lacked the navigation's start, two
        // pages in one bench run, session 31) measured nothing about the page: it is run again, up to twice, and the
        // failed attempt stays in the row. A run with a score is never run again.
        const attempts: string[] = []
        for (let i = 0; i < RUNS; i++) {
          let run = await lighthouseFor(`${SITE}${page}`, chrome.port)
          for (let again = 0; again < 2 && run.failed === 'NO_NAVSTART'; again++) {
            attempts.push(`failed (${run.failed}), run again`)
            run = await lighthouseFor(`${SITE}${page}`, chrome.port)
          }
          runs.push(run)
        }
        const m = (key: Exclude<keyof LighthouseFigures, 'failed'>) => median(runs.map((r) => r[key]))
        // Every run's score beside the median, with Lighthouse's measure of the machine in that run: on 2 cores a run's
        // blocking time varies with what else ran, and one build scored 84 and 95 here with the index at 1,160 and 1,640.
        const perRun = [...attempts, ...runs.map((r) => (r.failed ? `failed (${r.failed})` : `${fmt(r.performance)} @${fmt(r.benchmarkIndex)}`))].join(' / ')
        const lh = budgets.lighthouse
        const scoresOk =
          m('performance') >= lh.performance && m('accessibility') >= lh.accessibility && m('best-practices') >= lh['best-practices'] && m('seo') >= lh.seo
        out(
          `| ${page} | ${fmt(load, 2)} | ${m('performance')} (${perRun}) | ${m('accessibility')} | ${m('best-practices')} | ${m('seo')} | ${verdict(scoresOk)} | ${fmt(m('lcpMs'))} ms | ${fmt(m('tbtMs'))} ms | ${fmt(m('cls'), 3)} | ${fmt(m('totalKB'))} KB | ${fmt(m('jsKB'), 1)} KB | ≤ ${jsBudget} KB | ${verdict(m('jsKB') <= jsBudget)} | ${fmt(htmlKB, 1)} KB | ≤ ${budgets.htmlKB} KB | ${verdict(htmlKB <= budgets.htmlKB)} |`,
        )
      }
    } finally {
      await chrome.kill()
    }
    out()
    out(
      `Budgets: performance ≥ ${budgets.lighthouse.performance}, accessibility, best practices and SEO = 100; JavaScript ≤ the Next/React floor (${budgets.jsFloorKB} KB) + ${budgets.jsAboveFloorKB} KB; HTML ≤ ${budgets.htmlKB} KB uncompressed.`,
    )
    out()

    console.log('[bench] throughput…')
    const home = await (await fetch(`${SITE}/`)).text()
    ceiling = await startCeiling(home, STATIC_PORT)
    // The shipped edge cache (deploy/nginx) in front of the same server.
    edge = await startNginx((prefix) => edgeNginxConfig({ port: EDGE_PORT, upstreams: [`127.0.0.1:${PORT}`], prefix }), EDGE_PORT)
    for (const headers of Object.values(ACCEPT)) for (let i = 0; i < 2; i++) await fetch(`${edge.url}/`, { headers })
    out('## Throughput of a cached page (/) against the static ceiling')
    out()
    out(
      `The app server alone (\`next start\`), the same server behind the shipped nginx edge cache, and the ceiling: a plain static server in its own process holding the page's bytes (raw ${fmt(ceiling.sizes.raw / 1024, 1)} KB, gzip ${fmt(ceiling.sizes.gzip / 1024, 1)} KB, Brotli ${fmt(ceiling.sizes.br / 1024, 1)} KB, each compressed once) and answering with Content-Length (bench/staticCeiling.mjs). 10 connections, ${LOAD_SECONDS} s per figure after ${WARM_UP_SECONDS} s of the same load unmeasured (this machine is slow for seconds after idling), the median of ${RUNS} rounds (app, edge and static in turn); budgets are shares of the static server measured in the same round, since absolute figures drift 2–3× with the machine. The load column is the one-minute load average before each round (the bench waits for it to fall under 0.5). "Bytes" is one response as it travels, and its encoding: a browser (the last row) should get Brotli, smaller than gzip.`,
    )
    out()
    out('| asks for | load | app req/s | app p99 | app bytes | static req/s | app / static | budget | | edge req/s | edge / static | budget | |')
    out('|---|---|---|---|---|---|---|---|---|---|---|---|---|')
    for (const encoding of ['raw', 'gzip', 'br'] as const) {
      const headers = ACCEPT[encoding]
      const rounds: { load: number; site: Load; edge: Load; ceiling: Load }[] = []
      for (let round = 0; round < RUNS; round++) {
        const loadBefore = await quietLoad()
        rounds.push({
          load: loadBefore,
          site: await warmLoad({ url: `${SITE}/`, connections: 10, headers }),
          edge: await warmLoad({ url: `${edge.url}/`, connections: 10, headers }),
          ceiling: await warmLoad({ url: `http://127.0.0.1:${STATIC_PORT}/`, connections: 10, headers }),
        })
      }
      const wire = await wireBytes(`${SITE}/`, headers)
      const appShare = median(rounds.map((r) => r.site.reqPerSec / r.ceiling.reqPerSec))
      const edgeShare = median(rounds.map((r) => r.edge.reqPerSec / r.ceiling.reqPerSec))
      const appBudget = encoding === 'raw' ? budgets.appShareOfStaticRaw : budgets.appShareOfStaticGzip
      const appP99 = median(rounds.map((r) => r.site.p99))
      const clean = (key: 'site' | 'edge') => rounds.every((r) => r[key].non2xx === 0 && r[key].errors === 0)
      // A browser gets Brotli, smaller than the gzip the server would otherwise send.
      const encodedRight = encoding !== 'br' || (wire.encoding === 'br' && wire.bytes < ceiling.sizes.gzip)
      out(
        `| ${encoding === 'raw' ? 'nothing' : headers['accept-encoding']} | ${rounds.map((r) => fmt(r.load, 2)).join(' / ')} | ${fmt(median(rounds.map((r) => r.site.reqPerSec)))} | ${fmt(appP99)} ms${encoding === 'raw' ? ` (≤ ${budgets.appP99Ms})` : ''} | ${fmt(wire.bytes / 1024, 1)} KB ${wire.encoding} ` +
          `| ${fmt(median(rounds.map((r) => r.ceiling.reqPerSec)))} | ${fmt(appShare, 3)} | ≥ ${appBudget} | ${verdict(appShare >= appBudget && (encoding !== 'raw' || appP99 <= budgets.appP99Ms) && clean('site') && encodedRight)} ` +
          `| ${fmt(median(rounds.map((r) => r.edge.reqPerSec)))} | ${fmt(edgeShare, 2)} | ≥ ${budgets.edgeShareOfStatic} | ${verdict(edgeShare >= budgets.edgeShareOfStatic && clean('edge'))} |`,
      )
    }
    out()
    await edge.stop()
    edge = undefined

    // Issue 32, item 3: a page under test may be at most 30 % slower than without it. The same page, its A/B test
    // running (a first visit, and a returning visitor with a variant cookie), then the test stopped through the admin's
    // API (the page is revalidated as for any edit): each as a share of a static server holding that page's HTML.
    console.log('[bench] a page under test…')
    const variantCookie = `${variantCookieName(TESTED_PAGE)}=${TESTED_EXPERIMENT_KEY}.1`
    const testedHtml = await (await fetch(`${SITE}${TESTED_PAGE}`, { headers: { cookie: variantCookie } })).text()
    const testedCeiling = await startCeiling(testedHtml, TESTED_STATIC_PORT)
    const token = (
      (await (
        await fetch(`${SITE}/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: DEFAULT_ADMIN.email, password: adminPassword }),
        })
      ).json()) as { token?: string }
    ).token
    const experimentStatus = async (status: 'running' | 'stopped') => {
      const auth = { authorization: `JWT ${token}` }
      const found = (await (await fetch(`${SITE}/api/experiments?where[key][equals]=${TESTED_EXPERIMENT_KEY}&depth=0`, { headers: auth })).json()) as {
        docs: { id: number }[]
      }
      const id = found.docs[0]?.id
      if (id === undefined) throw new Error(`no experiment ${TESTED_EXPERIMENT_KEY}`)
      const changed = await fetch(`${SITE}/api/experiments/${id}`, {
        method: 'PATCH',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      })
      if (!changed.ok) throw new Error(`experiment ${TESTED_EXPERIMENT_KEY}: ${changed.status} ${await changed.text()}`)
      // Rendered again once, as a visitor's first request would.
      for (let i = 0; i < 3; i++) await fetch(`${SITE}${TESTED_PAGE}`)
    }
    try {
      const measure = async (headers: Record<string, string>) => {
        const rounds: { page: Load; ceiling: Load }[] = []
        for (let round = 0; round < RUNS; round++) {
          await quietLoad()
          rounds.push({
            page: await warmLoad({ url: `${SITE}${TESTED_PAGE}`, connections: 10, headers }),
            ceiling: await warmLoad({ url: `http://127.0.0.1:${TESTED_STATIC_PORT}/`, connections: 10 }),
          })
        }
        return {
          share: median(rounds.map((r) => r.page.reqPerSec / r.ceiling.reqPerSec)),
          p99: median(rounds.map((r) => r.page.p99)),
          clean: rounds.every((r) => r.page.non2xx === 0 && r.page.errors === 0),
        }
      }
      const first = await measure({})
      const returning = await measure({ cookie: variantCookie })
      await experimentStatus('stopped')
      const untested = await measure({})
      await experimentStatus('running')
      out('## A page under test')
      out()
      out(
        `${TESTED_PAGE} runs an A/B test (\`${TESTED_EXPERIMENT_KEY}\`): a first visit gets the page with the variant chooser, a returning visitor (variant cookie) the cached page of their variant. Against the same page with the test stopped (revalidated as for any edit), each as a share of a static server holding the page's HTML, uncompressed; the issue allows a page under test to be at most 30 % slower.`,
      )
      out()
      out('| visit | share of its static server | p99 | against the page without its test | budget | |')
      out('|---|---|---|---|---|---|')
      out(`| test stopped | ${fmt(untested.share, 3)} | ${fmt(untested.p99)} ms | 1 | | |`)
      for (const [name, figures] of [
        ['first visit', first],
        ['returning, variant B', returning],
      ] as const) {
        const ratio = figures.share / untested.share
        out(
          `| ${name} | ${fmt(figures.share, 3)} | ${fmt(figures.p99)} ms | ${fmt(ratio, 2)} | ≥ ${budgets.testedPageShareOfUntested} | ${verdict(ratio >= budgets.testedPageShareOfUntested && figures.clean && untested.clean)} |`,
        )
      }
      out()
    } finally {
      await testedCeiling.stop()
    }

    console.log('[bench] endpoints…')
    out('## Endpoints at 50 connections')
    out()
    out(
      'The app server alone, and behind the edge cache, which stores the answers the app marks public for their s-maxage. The p99 budget is for the edge, where visitors meet these endpoints; at 50 connections the app alone queues (p50 ≈ connections ÷ req/s), so its columns show its capacity, with no verdict.',
    )
    out()
    out('| endpoint | app req/s | app p50 | app p99 | | edge req/s | edge p50 | edge p99 | | budget p99 |')
    out('|---|---|---|---|---|---|---|---|---|---|')
    edge = await startNginx((prefix) => edgeNginxConfig({ port: EDGE_PORT, upstreams: [`127.0.0.1:${PORT}`], prefix }), EDGE_PORT)
    for (const endpoint of [
      '/api/pricing/sms-calculator',
      '/api/pricing/iot-sim-card-calculator',
      '/api/ai-models',
      '/api/available-numbers?country=US',
      '/api/resources?category=iot',
    ]) {
      const app = await load({ url: `${SITE}${endpoint}`, connections: 50 })
      await fetch(`${edge.url}${endpoint}`)
      const viaEdge = await load({ url: `${edge.url}${endpoint}`, connections: 50 })
      const ok = (f: Load) => verdict(f.p99 <= budgets.endpointP99Ms && f.non2xx === 0)
      out(
        `| GET ${endpoint} | ${fmt(app.reqPerSec)} | ${app.p50} ms | ${app.p99} ms | ${app.non2xx === 0 ? '' : `${app.non2xx} non-2xx ❌`} | ${fmt(viaEdge.reqPerSec)} | ${viaEdge.p50} ms | ${viaEdge.p99} ms | ${ok(viaEdge)} | ≤ ${budgets.endpointP99Ms} ms |`,
      )
    }
    await edge.stop()
    edge = undefined
    out()

    console.log('[bench] subscription writes, and publishing under them…')
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    /** LOAD_SECONDS (or `seconds`) of subscription writes from 10 connections, each its own address; rows counted after. */
    const subscriptionWrites = async (seconds = LOAD_SECONDS, until?: Promise<unknown>) => {
      const runId = Date.now().toString(36)
      let sent = 0
      const options: autocannon.Options = {
        url: `${SITE}/api/release-notes-subscription`,
        connections: 10,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              sent++
              return {
                ...request,
                headers: {
                  ...request.headers,
                  'content-type': 'application/json',
                  'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
                },
                body: JSON.stringify({ email: `bench-${runId}-${sent}@ostra-bench.example` }),
              }
            },
          },
        ],
      }
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const run = autocannon(options, (error, answer) => (error ? reject(error) : resolve(answer)))
        // Until a phase running beside them is done (the seconds are then its cap).
        const stop = () => run.stop()
        void until?.then(stop, stop)
      })
      const stored = Number((await client.query<{ n: string }>('select count(*) as n from subscriptions where email like $1', [`bench-${runId}-%`])).rows[0].n)
      const accepted = result['2xx']
      // Requests still in flight when the run stops are stored without being counted as answered: accepted ≤ stored ≤ sent.
      return {
        perSecond: accepted / result.duration,
        accepted,
        other: result.non2xx,
        p99: result.latency.p99,
        sent,
        stored,
        kept: accepted <= stored && stored <= sent,
      }
    }
    const described = (w: Awaited<ReturnType<typeof subscriptionWrites>>) =>
      `${w.accepted} answered 2xx, ${w.other} other, p99 ${w.p99} ms, ${w.sent} sent; ${w.stored} rows found afterwards for this run — ${w.kept ? 'every accepted write was stored, none invented ✅' : 'MISMATCH: a write was lost ❌'}`
    // A warm-up of their own, reported apart: on a fresh start the path ran cold for seconds (5 s windows: 245 · 379 ·
    // 425 · 455 writes/s), and the bench's 1 s warm-up measured that first window. "Sustained" is the rate once warm.
    const cold = await subscriptionWrites(WRITES_WARM_UP_SECONDS)
    const alone = await subscriptionWrites()
    // Issue 34, item 6: a publish is visible at every address of the page within a second (p95) under that load.
    const publishStarted = Date.now()
    let changes = 0
    const more = () => changes++ < PUBLISH_CHANGES && Date.now() - publishStarted < PUBLISH_GIVE_UP_MS
    const publishing = publishUntilVisible(SITE, token ?? '', PUBLISHED_PAGE, more)
    const withPublishing = await subscriptionWrites(PUBLISH_GIVE_UP_MS / 1000 + 10, publishing)
    const publishMs = await publishing
    // The confirmation jobs those writes queued (counted as the worker claims them: due, not failed for good) run once the load falls (src/lib/jobs/pacing.ts). The admin below is
    // measured after they have run, as every figure is on a quiet machine: during the drain an editor's screens were
    // slower (first field from the list 2,036 against 1,504–1,591 ms here, keystroke p95 328 against 46–64 ms), a
    // figure of its own, reported as the drain's length.
    const drainStarted = Date.now()
    const jobsLeft = async () =>
      Number(
        (
          await client.query<{ n: string }>(
            'select count(*) as n from payload_jobs where completed_at is null and (wait_until is null or wait_until <= now()) and has_error is not true',
          )
        ).rows[0].n,
      )
    const queued = await jobsLeft()
    let left = queued
    while (left > 0 && Date.now() - drainStarted < DRAIN_GIVE_UP_MS) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      left = await jobsLeft()
    }
    const drainSeconds = (Date.now() - drainStarted) / 1000
    await client.end()
    out('## Sustained writes: POST /api/release-notes-subscription, 10 connections')
    out()
    out(
      `${fmt(alone.perSecond)} accepted writes per second (budget ≥ ${budgets.writesPerSecond}) ${verdict(alone.kept && alone.perSecond >= budgets.writesPerSecond)} (${described(alone)}). Before them, the path's first ${WRITES_WARM_UP_SECONDS} s on this server (its warm-up, not counted): ${fmt(cold.perSecond)} per second (${described(cold)}).`,
    )
    const publishP95 = percentile(publishMs, 95)
    out(
      `Publishing under the same writes: ${publishMs.length} changes of the title ${PUBLISHED_PAGE} through the REST API, each timed from the request until every address of the page (${publishedAddresses(PUBLISHED_PAGE).length}: its path and its locales) shows it: p50 ${fmt(percentile(publishMs, 50))} ms, p95 ${fmt(publishP95)} ms (budget ≤ ${budgets.publishVisibleP95Ms} ms) ${verdict(publishMs.length > 0 && publishP95 <= budgets.publishVisibleP95Ms)}. The writes meanwhile: ${fmt(withPublishing.perSecond)} per second (${described(withPublishing)}).`,
    )
    out(
      `The jobs those writes queued (${queued} confirmation e-mails and the like) ran in ${fmt(drainSeconds)} s once the writes stopped${left > 0 ? `; ${left} still waiting after ${DRAIN_GIVE_UP_MS / 1000} s ❌` : ''}.`,
    )
    out()

    console.log('[bench] the admin on a 60-block page…')
    const long = await benchLongPage(SITE, { email: DEFAULT_ADMIN.email, password: env.PAYLOAD_ADMIN_PASSWORD })
    out('## The admin on a long page (60 blocks, nested ones included)')
    out()
    out(
      `First field ready after opening the edit view (target ≤ ${LONG_PAGE_TARGETS.firstFieldMs} ms): from the pages list ${long.fromListMs} ms ${verdict(long.fromListMs <= LONG_PAGE_TARGETS.firstFieldMs)}, at its address in the same tab ${long.sameTabMs} ms ${verdict(long.sameTabMs <= LONG_PAGE_TARGETS.firstFieldMs)}; in a new tab (a renderer of its own, compiling the admin again) ${long.firstFieldMs} ms, reported. Keystroke to screen p50 ${long.p50} ms, p95 ${long.p95} ms, max ${long.max} ms over ${long.keystrokes.length} keystrokes (target p95 ≤ ${LONG_PAGE_TARGETS.keystrokeP95Ms} ms) ${verdict(long.p95 <= LONG_PAGE_TARGETS.keystrokeP95Ms)}.`,
    )
    out()

    console.log('[bench] memory…')
    // Addresses no page has, each asked once (a crawler's guesses, a scanner's): every one is answered with the 404 page.
    let guessed = 0
    const guesses = await autocannon({
      url: SITE,
      connections: 10,
      amount: MISSING_ADDRESSES,
      requests: [{ setupRequest: (request) => ({ ...request, path: `/${MISSING_UNDER[guessed % MISSING_UNDER.length]}/bench-missing-${guessed++}` }) }],
    })
    await autocannon({ url: `${SITE}/`, connections: 10, amount: 10_000 })
    const rssMB = treeRssBytes(server.pid ?? 0) / 1024 / 1024
    out('## Server memory')
    out()
    out(
      `Resident memory of the server (process tree, \`NODE_OPTIONS=${appServerEnv('').NODE_OPTIONS.replace(/ --require .*/, '')}\`, and V8's \`--optimize-for-size\` from scripts/v8-memory.cjs, as in the README's production start) after the runs above, ${MISSING_ADDRESSES} requests for addresses no page has (${guesses['4xx']} answered 4xx at ${fmt(guesses.requests.average)} per second, ${MISSING_ADDRESSES - guesses['4xx']} otherwise) and 10 000 more requests for /: ${fmt(rssMB)} MB (budget ≤ ${budgets.serverMemoryMB} MB) ${verdict(rssMB <= budgets.serverMemoryMB)}.`,
    )
    out()

    console.log('[bench] memory after hostile requests and an editor’s session…')
    const mix = await memoryMix(SITE, server.pid ?? 0, env, { email: DEFAULT_ADMIN.email, password: env.PAYLOAD_ADMIN_PASSWORD })
    const mixedMB = Math.max(...mix.map((stage) => stage.rssMB))
    // Reported beside the verdict, not in it: what the server keeps once left alone (V8's memory reducer starts 8 s
    // after the load stops); the verdict stays on the figure read as the last screen closes.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000))
    const settledMB = treeRssBytes(server.pid ?? 0) / 1024 / 1024
    out(
      `The same server through the hostile-request suite and an editor's admin session in Chromium (bench/memoryMix.ts): ${mix.map(({ stage, rssMB, pssMB }) => `${stage} ${rssMB} MB (PSS ${pssMB} MB)`).join('; ')} (budget ≤ ${budgets.serverMemoryMB} MB RSS, the issue's one figure for the server after the bench's load) ${verdict(mixedMB <= budgets.serverMemoryMB)}. Left without requests for ${SETTLE_SECONDS} s after that: ${fmt(settledMB)} MB.`,
    )
    out()
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true })
    fs.writeFileSync(path.join(root, 'bench/results/latest.md'), `${lines.join('\n')}\n`)
    console.log('[bench] written to bench/results/latest.md')
  } finally {
    server?.kill('SIGTERM')
    await ceiling?.stop()
    await edge?.stop()
    await database.stop()
  }
}

/** `--soak`: the memory curve under mixed traffic, written to bench/results/soak.md. */
async function soakRun(pid: number, minutes: number) {
  const sitemap = await (await fetch(`${SITE}/sitemap.xml`)).text()
  const paths = [...new Set([...PAGES, ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)])]
  console.log(`[bench] soak: ${minutes} min of mixed traffic over ${paths.length} pages, memory every ${SOAK_SAMPLE_SECONDS} s`)
  const { samples, results } = await soak(SITE, pid, paths, minutes, (s) => console.log(`[bench] ${s.minute.toFixed(1)} min: ${Math.round(s.rssMB)} MB`))
  const growth = growthPerTenMinutes(samples)
  const lines = [
    '# Soak: the server’s memory under mixed traffic',
    '',
    `Run ${new Date().toISOString()}, \`npm run bench -- --soak${minutes === 30 ? '' : ` --minutes ${minutes}`}\`: the production start (as \`npm run bench\`), ${minutes} min of pages (${paths.length} addresses: the bench's and the sitemap's), missing addresses, subscription writes, API reads and hostile requests at steady rates (bench/soak.ts); resident memory of the server's process tree every ${SOAK_SAMPLE_SECONDS} s.`,
    '',
    `| traffic | requests | 5xx | errors |`,
    `|---|---|---|---|`,
    ...results.map((r) => `| ${r.name} | ${r.requests} | ${r.s5xx} | ${r.errors} |`),
    '',
    '```',
    ...memoryCurve(samples),
    '```',
    '',
    `Growth over the second half: ${growth === undefined ? 'n/a (too few samples)' : `${growth.toFixed(1)} MB per 10 min`} (budget ≤ ${SOAK_GROWTH_BUDGET_MB_PER_10_MIN}, no growth trend) ${verdict(growth !== undefined && growth <= SOAK_GROWTH_BUDGET_MB_PER_10_MIN)}; at the end ${Math.round(samples[samples.length - 1].rssMB)} MB (budget ≤ ${budgets.serverMemoryMB} MB) ${verdict(samples[samples.length - 1].rssMB <= budgets.serverMemoryMB)}; 5xx answers: ${results.reduce((n, r) => n + r.s5xx, 0)} ${verdict(results.every((r) => r.s5xx === 0))}.`,
  ]
  for (const line of lines) console.log(line)
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true })
  fs.writeFileSync(path.join(root, 'bench/results/soak.md'), `${lines.join('\n')}\n`)
  console.log('[bench] written to bench/results/soak.md')
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
