import { describe, expect, it } from 'vitest'

import { APP_SERVER_HEAP, APP_SERVER_SEMI_SPACE, appServerEnv, CLIENT_ADDRESS_PRELOAD, V8_MEMORY_PRELOAD } from '../../scripts/lib'

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
