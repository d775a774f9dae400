import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { APP_SERVER_HEAP, APP_SERVER_SEMI_SPACE, appServerEnv, CLIENT_ADDRESS_PRELOAD, serverConfig, V8_MEMORY_PRELOAD } from '../../scripts/lib'

const count = (text: string, part: string) => text.split(part).length - 1

describe('an app server’s environment (scripts/lib.ts appServerEnv: npm start, the tests, the bench)', () => {
  it('preloads the front door and V8’s memory setting, with the heap’s limits', () => {
    const options = appServerEnv('').NODE_OPTIONS
    expect(count(options, `--require ${JSON.stringify(CLIENT_ADDRESS_PRELOAD)}`)).toBe(1)
    expect(count(options, `--require ${JSON.stringify(V8_MEMORY_PRELOAD)}`)).toBe(1)
    expect(options).toContain(APP_SERVER_SEMI_SPACE)
    expect(options).toContain(APP_SERVER_HEAP)
  })

  it('adds nothing twice to options that hold it already (a server started from another)', () => {
    const once = appServerEnv('--max-semi-space-size=8').NODE_OPTIONS
    expect(appServerEnv(once).NODE_OPTIONS).toBe(once)
    expect(once).not.toContain(APP_SERVER_SEMI_SPACE)
  })
})

describe('the configuration `next start` serves with (scripts/lib.ts serverConfig): the build’s, the page cache chosen at start', () => {
  const recorded = { output: 'standalone', poweredByHeader: false, cacheHandler: '../page-cache-handler.mjs', cacheMaxMemorySize: 16 * 1024 * 1024 }

  it('keeps what the build recorded and gives this server its own page cache without REDIS_URL (unset or empty)', () => {
    for (const redisUrl of [undefined, '']) {
      const config = serverConfig(recorded, redisUrl)
      expect(config).toMatchObject({ output: 'standalone', poweredByHeader: false, cacheMaxMemorySize: 16 * 1024 * 1024 })
      expect(config.cacheHandler).toBe(path.join(process.cwd(), 'page-cache-handler.mjs'))
    }
  })

  it('shares the page cache through Redis when this start has REDIS_URL, whatever the build had', () => {
    const config = serverConfig(recorded, 'redis://127.0.0.1:6379')
    expect(config).toMatchObject({ poweredByHeader: false, cacheMaxMemorySize: 0 })
    expect(config.cacheHandler).toBe(path.join(process.cwd(), 'cache-handler.mjs'))
  })
})

/** A server's script that prints what the preload decided for it. */
const PRINT_MODE = path.join(os.tmpdir(), `ostra-v8-memory-mode-${process.pid}.cjs`)
fs.writeFileSync(PRINT_MODE, `process.stdout.write(String(globalThis[Symbol.for('ostra.v8MemoryMode')]))\n`)
afterAll(() => fs.rmSync(PRINT_MODE, { force: true }))

/** What the preload decides for a Node process started with `env`, and `args` after its script (as `next dev`). */
function preloadMode(env: { NODE_ENV: 'production' | 'development'; APP_SERVER_OPTIMIZE_FOR?: string }, args: string[] = []) {
  const child = spawnSync(process.execPath, ['--require', V8_MEMORY_PRELOAD, PRINT_MODE, ...args], {
    // Only what is given: the test runner's own environment would decide otherwise.
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  })
  return { status: child.status, mode: child.stdout, error: child.stderr }
}

describe('V8’s memory mode (scripts/v8-memory.cjs, preloaded into every app server)', () => {
  it('favours memory in a production server, unless told to keep V8’s default', () => {
    expect(preloadMode({ NODE_ENV: 'production' })).toMatchObject({ status: 0, mode: 'size' })
    expect(preloadMode({ NODE_ENV: 'production', APP_SERVER_OPTIMIZE_FOR: 'size' })).toMatchObject({ status: 0, mode: 'size' })
    expect(preloadMode({ NODE_ENV: 'production', APP_SERVER_OPTIMIZE_FOR: 'speed' })).toMatchObject({ status: 0, mode: 'speed' })
  })

  it('keeps V8’s default in development (`next dev` and the server it forks)', () => {
    expect(preloadMode({ NODE_ENV: 'development' })).toMatchObject({ status: 0, mode: 'speed' })
    expect(preloadMode({ NODE_ENV: 'production' }, ['dev'])).toMatchObject({ status: 0, mode: 'speed' })
  })

  it('refuses to start over a value it does not know, naming the ones it does', () => {
    const typo = preloadMode({ NODE_ENV: 'production', APP_SERVER_OPTIMIZE_FOR: 'sped' })
    expect(typo.status).not.toBe(0)
    expect(typo.mode).toBe('')
    expect(typo.error).toContain('APP_SERVER_OPTIMIZE_FOR must be "size" or "speed", not "sped"')
  })
})
