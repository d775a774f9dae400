/**
 * Runs a command with a database: the configured DATABASE_URL, or else the
 * embedded PostgreSQL, started (or reused) here and stopped when the command ends.
 *
 *   node scripts/launch.mjs [--prepare] [--build | --build-if-stale] [-- command args...]
 *
 * --prepare         apply migrations and seed what is missing (idempotent)
 * --build           run `next build`
 * --build-if-stale  run `next build` when there is no finished build or sources are newer
 *
 * A command that is a TypeScript file (`-- scripts/worker.ts --once`) runs bundled, under plain node (scripts/bundle.ts).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { productionCaptchaCheck } from '../src/lib/forms/captchaPolicy'
import { launcherConfig } from '../src/lib/config/launcher'
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../src/lib/db/embedded'
import { chooseProductionSecret, SECRET_FILE } from '../src/lib/secrets'
import { bundledCommand } from './bundle'
import { appServerEnv, BASE_ENV, build, buildIsStale, prepareDatabase, root, run, serverConfigEnv, waitForHttp, warmUp } from './lib'

const argv = process.argv.slice(2)
const dashDash = argv.indexOf('--')
const flags = new Set(dashDash === -1 ? argv : argv.slice(0, dashDash))
const command = dashDash === -1 ? [] : argv.slice(dashDash + 1)
/** Stops here, naming each variable, when a value this launcher reads is invalid. */
const config = (() => {
  try {
    return launcherConfig()
  } catch (error) {
    console.error(`[run] refusing to start: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
})()

/** `npm start` (next start) is production unless APP_ENV says otherwise; dev, build-only and scripts are not. */
const production = (config.appEnv ?? (command[0] === 'next' && command[1] === 'start' ? 'production' : undefined)) === 'production'

/** The production secret (lib/secrets.ts decides); undefined when the start must be refused, after saying why. */
function productionSecret(): string | undefined {
  const file = path.join(root, SECRET_FILE)
  const stored = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined
  const choice = chooseProductionSecret({ configured: config.payloadSecret, externalDatabase: Boolean(config.databaseUrl), stored })
  if ('refuse' in choice) {
    console.error(`[run] refusing to start: ${choice.refuse}`)
    return undefined
  }
  if ('use' in choice) return choice.use
  const secret = randomBytes(32).toString('hex')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, secret, { mode: 0o600 })
  console.log(`[run] generated PAYLOAD_SECRET and kept it in ${SECRET_FILE} (git-ignored); set PAYLOAD_SECRET to use your own`)
  return secret
}

async function main(): Promise<number> {
  let database: EmbeddedDatabase | undefined
  const env: Record<string, string> = { ...BASE_ENV }
  if (production) {
    const secret = productionSecret()
    if (!secret) return 1
    // Forms that need a captcha never run unchecked in production (lib/forms/captchaPolicy).
    const captcha = productionCaptchaCheck(config)
    if (captcha && 'refuse' in captcha) {
      console.error(`[run] refusing to start: ${captcha.refuse}`)
      return 1
    }
    if (captcha) console.warn(`[run] ${captcha.warn}`)
    // The seed (no published password in production) and the build read the same environment.
    Object.assign(env, { PAYLOAD_SECRET: secret, APP_ENV: 'production' })
  }
  if (!config.databaseUrl) {
    const started = Date.now()
    database = await startEmbeddedDatabase({ log: (line) => config.debugPg && console.log(`[postgres] ${line}`) })
    env.DATABASE_URL = database.url
    console.log(`[run] embedded PostgreSQL ${database.startedHere ? 'started' : 'reused'} in ${Date.now() - started} ms`)
  }
  // Ctrl-C reaches the child too; this process stays to stop the database after it.
  process.on('SIGINT', () => {})
  process.on('SIGTERM', () => {})
  try {
    if (flags.has('--prepare')) {
      const code = await prepareDatabase(env)
      if (code !== 0) return code
    }
    if (flags.has('--build') || (flags.has('--build-if-stale') && buildIsStale(env.DATABASE_URL ?? config.databaseUrl))) {
      console.log('[run] building the production site')
      const code = await build(env)
      if (code !== 0) return code
    }
    // The app server (next start or dev) decides each request's client address before Next does.
    const server = command[0] === 'next' && (command[1] === 'start' || command[1] === 'dev')
    if (command.length === 0) return 0
    if (command[0].endsWith('.ts')) return await run(await bundledCommand(command[0], command.slice(1)), env)
    if (command[1] === 'start') {
      // Once it answers, the server is asked for an address no page has, so its first visitors are not slowed (lib warmUp).
      const local = `http://127.0.0.1:${config.serverPort}`
      void waitForHttp(`${local}/`, 300_000).then(
        () => warmUp(local),
        () => undefined,
      )
    }
    const started = command[1] === 'start' ? serverConfigEnv(env) : {}
    return await run(command, server ? { ...env, ...appServerEnv(), ...started } : env)
  } finally {
    await database?.stop()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[run] failed:', error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
