import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { APP_ENVS } from '@/lib/config'
import { FLAG_NAMES, flagKey, flagsFor, PRODUCTION_FLAGS } from '@/lib/experiments/flags'
import { assignVariant } from '@/lib/experiments/experiments'
import { createExperimentClient, fetchFeatures, flagsFromPayload } from '@/lib/experiments/growthbook'

describe('flag defaults (spec §9)', () => {
  it('are the production values in every environment', () => {
    for (const appEnv of APP_ENVS) expect(flagsFor(appEnv)).toEqual(PRODUCTION_FLAGS)
    expect(PRODUCTION_FLAGS).toMatchObject({
      microsoftLogin: false,
      gsiLogin: false,
      voiceAiTabs: true,
      newHeaderNavigation: true,
      voiceAiHcaptcha: false,
      freshHomepage: true,
    })
    expect(Object.keys(PRODUCTION_FLAGS).sort()).toEqual([...FLAG_NAMES].sort())
  })

  it('name each flag in the flag service in kebab case', () => {
    expect(flagKey('newHeaderNavigation')).toBe('new-header-navigation')
    expect(flagKey('gsiLogin')).toBe('gsi-login')
  })
})

describe('flags from the flag service, evaluated by GrowthBook’s SDK', () => {
  it('override only the flags the service defines', () => {
    const flags = flagsFromPayload(PRODUCTION_FLAGS, {
      features: { 'new-header-navigation': { defaultValue: false }, 'voice-ai-hcaptcha': { defaultValue: true }, 'something-else': { defaultValue: true } },
    })
    expect(flags).toEqual({ ...PRODUCTION_FLAGS, newHeaderNavigation: false, voiceAiHcaptcha: true })
    expect(flagsFromPayload(PRODUCTION_FLAGS, undefined)).toBe(PRODUCTION_FLAGS)
  })

  it('the experiment client buckets by the anonymous id and reports the view', () => {
    const views: { key: string; variationId: number }[] = []
    const client = createExperimentClient({
      anonymousId: 'anon-42',
      preview: true,
      onExperimentViewed: (experiment, result) => void views.push({ key: experiment.key, variationId: result.variationId }),
    })
    const result = client.run({ key: 'home-hero', variations: ['a', 'b'], hashVersion: 2 })
    expect(result.variationId).toBe(assignVariant('home-hero', 'anon-42', [0.5, 0.5]))
    expect(views).toEqual([{ key: 'home-hero', variationId: result.variationId }])
    client.destroy()
  })
})

describe('reading the flag service (a fake on 127.0.0.1)', () => {
  let server: Server
  let base = ''
  const requests: string[] = []
  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? '')
      if (request.url === '/api/features/good-key')
        return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ features: { 'gsi-login': { defaultValue: true } } }))
      if (request.url === '/api/features/slow-key') return void setTimeout(() => response.end('{}'), 1000)
      response.writeHead(500).end('down')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => server.close())

  it('fetches the features for the client key', async () => {
    const payload = await fetchFeatures({ apiHost: `${base}/`, clientKey: 'good-key', timeoutMs: 2000 })
    expect(requests).toContain('/api/features/good-key')
    expect(flagsFromPayload(PRODUCTION_FLAGS, payload).gsiLogin).toBe(true)
  })

  it('falls back to the built-in values when the service fails or is slow', async () => {
    expect(await fetchFeatures({ apiHost: base, clientKey: 'bad-key', timeoutMs: 2000 })).toBeUndefined()
    expect(await fetchFeatures({ apiHost: base, clientKey: 'slow-key', timeoutMs: 100 })).toBeUndefined()
  })
})
