/**
 * `npm test`: every test, in order.
 *  1. unit and component tests (no database)
 *  2. a test database (DATABASE_URL, or an embedded PostgreSQL of its own),
 *     migrated and seeded; a production build when stale; `next start` on TEST_PORT
 *  3. API tests over HTTP (and Payload's Local API on the same database)
 *  4. browser tests in Chromium: the visitor's, then the admin's one at a time (tests/e2e/projects.ts)
 * Ends with one line "N passed, N failed".
 * `npm test <unit|api|e2e> [filters…]` runs one stage, optionally only the matching test files.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { launcherConfig } from '../src/lib/config/launcher'
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../src/lib/db/embedded'
import { ADMIN_PROJECT, SITE_PROJECT } from '../tests/e2e/projects'
import { fakeServiceEnv, startFakeServices } from '../tests/fakes/services'
import {
  APP_SERVER_TEST_ENV,
  appServerEnv,
  BASE_ENV,
  build,
  buildIsStale,
  prepareDatabase,
  root,
  run,
  serverConfigEnv,
  treeRssBytes,
  waitForHttp,
  warmUp,
} from './lib'
import { stopChild } from './servers'

const PORT = String(launcherConfig().test.port)
const SITE_URL = `http://localhost:${PORT}`
const reports = path.join(root, 'test-results')

type Counts = { passed: number; failed: number; skipped: number }
const total: Counts = { passed: 0, failed: 0, skipped: 0 }
/** The failed tests' names and first error lines, repeated at the end: CI keeps only the tail of the output. */
const failures: string[] = []
/** The app server's resident memory (process tree, MB) at the end of each stage, and its peak: printed at the end (issue 29). */
const memory: { stage: string; rssMB: number }[] = []
let peakRssMB = 0

function firstLine(message: string | undefined): string {
  return (message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')[0]
    .slice(0, 300)
}

function addVitest(file: string) {
  if (!fs.existsSync(file)) return
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    testResults: { name: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages?: string[] }[] }[]
  }
  for (const result of report.testResults) {
    const failedTests = result.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failedTests) failures.push(`${path.relative(root, result.name)} › ${test.fullName}\n    ${firstLine(test.failureMessages?.[0])}`)
    // A file that fails before its tests run (an error in a hook or at import) has no failed test of its own.
    if (failedTests.length === 0 && result.message) failures.push(`${path.relative(root, result.name)}\n    ${firstLine(result.message)}`)
  }
  total.passed += report.numPassedTests
  total.failed += report.numFailedTests
  total.skipped += report.numPendingTests
}

function addPlaywright(file: string) {
  if (!fs.existsSync(file)) return
  type Suite = {
    title: string
    file?: string
    suites?: Suite[]
    specs?: { title: string; ok: boolean; tests: { results: { error?: { message?: string } }[] }[] }[]
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    suites: Suite[]
    stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  }
  const walk = (suite: Suite, trail: string[]) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue
      const error = spec.tests.flatMap((test) => test.results).find((result) => result.error)?.error
      failures.push(`${[...trail, spec.title].join(' › ')}\n    ${firstLine(error?.message)}`)
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title])
  }
  for (const suite of report.suites) walk(suite, [suite.file ?? suite.title])
  total.passed += report.stats.expected + report.stats.flaky
  total.failed += report.stats.unexpected
  total.skipped += report.stats.skipped
}

const filters = process.argv.slice(3)

function vitest(project: string, env: Record<string, string>): Promise<number> {
  const output = path.join(reports, `vitest-${project}.json`)
  return run(['vitest', 'run', ...filters, '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`], env).then((code) => {
    addVitest(output)
    return code
  })
}

async function main(): Promise<number> {
  fs.rmSync(reports, { recursive: true, force: true })
  fs.mkdirSync(reports, { recursive: true })
  // Jobs on a test's time scale: a killed worker's job is free again after 8 s, retries wait 1 s doubling to 4 s.
  const TEST_JOB_SETTINGS = { JOBS_LEASE_SECONDS: '8', JOBS_RETRY_BASE_SECONDS: '1', JOBS_RETRY_MAX_SECONDS: '4', JOBS_INTERVAL_SECONDS: '1' }
  const only = process.argv[2] // optional: unit | api | e2e
  let failed = 0

  if (!only || only === 'unit') failed += (await vitest('unit', BASE_ENV)) === 0 ? 0 : 1
  if (only === 'unit') return failed

  let database: EmbeddedDatabase | undefined
  let server: ChildProcess | undefined
  // Outside services are small fakes on 127.0.0.1 (tests/fakes/services.ts), never the internet.
  const fakes = await startFakeServices()
  try {
    // Its own uploads folder too, so test runs never mix files with the development site's.
    const env: Record<string, string> = {
      ...BASE_ENV,
      SITE_URL,
      APP_ENV: 'test',
      MEDIA_DIR: '.data/media-test',
      ...fakeServiceEnv(fakes),
      ...TEST_JOB_SETTINGS,
    }
    const configuredDatabase = launcherConfig().databaseUrl
    if (configuredDatabase) env.DATABASE_URL = configuredDatabase
    else {
      // Its own data folder and port: tests never touch the development database.
      database = await startEmbeddedDatabase({ dataDir: '.data/postgres-test', port: launcherConfig().test.pgPort, database: 'ostra_test' })
      env.DATABASE_URL = database.url
    }
    console.log(`[test] database ${env.DATABASE_URL.replace(/\/\/[^@]*@/, '//')}: migrating and seeding`)
    const prepared = await prepareDatabase(env)
    if (prepared !== 0) {
      console.error(`[test] preparing the database failed (exit ${prepared})`)
      return 1
    }
    if (buildIsStale(env.DATABASE_URL) && (await build(env)) !== 0) return 1

    // Cached reads (unstable_cache) outlive a server and a database: a run must not see an earlier database's content.
    fs.rmSync(path.join(root, '.next/cache/fetch-cache'), { recursive: true, force: true })
    server = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-p', PORT], {
      // The server inherits this process's environment (child-process env passing), with the test's on top.
      env: { ...process.env, ...env, ...appServerEnv(), ...APP_SERVER_TEST_ENV, ...serverConfigEnv(env) },
      stdio: ['ignore', fs.openSync(path.join(reports, 'server.log'), 'w'), fs.openSync(path.join(reports, 'server.log'), 'a')],
    })
    await waitForHttp(`${SITE_URL}/`, 60_000)
    // As npm start does: the tests, like visitors, meet a server whose unrouted handler is loaded (scripts/lib warmUp).
    await warmUp(SITE_URL)
    const rssMB = () => Math.round(treeRssBytes(server?.pid ?? 0) / 1024 / 1024)
    const sampler = setInterval(() => (peakRssMB = Math.max(peakRssMB, rssMB())), 2000)
    memory.push({ stage: 'started', rssMB: rssMB() })

    const testEnv = env
    if (!only || only === 'api') {
      failed += (await vitest('api', testEnv)) === 0 ? 0 : 1
      memory.push({ stage: 'after the API tests (the hostile-request suite among them)', rssMB: rssMB() })
    }
    if (!only || only === 'e2e') {
      // The visitor's specs, then the admin's on their own, one at a time (tests/e2e/projects.ts says why). Both run
      // whatever the first did, so that one failure never hides another.
      for (const project of [SITE_PROJECT, ADMIN_PROJECT]) {
        const output = path.join(reports, `playwright-${project}.json`)
        const code = await run(['playwright', 'test', '--project', project, '--pass-with-no-tests', ...filters], {
          ...testEnv,
          PLAYWRIGHT_JSON_OUTPUT_NAME: output,
        })
        addPlaywright(output)
        failed += code === 0 ? 0 : 1
      }
      memory.push({ stage: 'after the browser tests (admin sessions, every route)', rssMB: rssMB() })
    }
    clearInterval(sampler)
    peakRssMB = Math.max(peakRssMB, rssMB())
  } finally {
    // Waited for: a server left running after the process exits would hold the port for the next run.
    if (server) await stopChild(server)
    fakes.close()
    await database?.stop()
  }
  return failed
}

main().then(
  (failedSuites) => {
    if (memory.length) {
      const lines = [...memory.map(({ stage, rssMB }) => `${stage}: ${rssMB} MB`), `peak: ${peakRssMB} MB`]
      console.log(`\nApp server's resident memory (process tree, sampled every 2 s):\n  ${lines.join('\n  ')}`)
      fs.writeFileSync(path.join(reports, 'server-memory.json'), JSON.stringify({ stages: memory, peakMB: peakRssMB }, null, 2))
    }
    if (failures.length) console.log(`\nFailed:\n${failures.map((failure) => `  ✘ ${failure}`).join('\n')}`)
    console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`)
    process.exit(failedSuites > 0 || total.failed > 0 ? 1 : 0)
  },
  (error: unknown) => {
    console.error('[test] failed:', error instanceof Error ? error.message : error)
    console.log(`\n${total.passed} passed, ${total.failed + 1} failed`)
    process.exit(1)
  },
)
