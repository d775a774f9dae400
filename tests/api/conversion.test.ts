import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '@/api/errors'

import { get, localApi, nextClient, postJson, unique } from './helpers'

const fakes = process.env.FAKE_SERVICES_URL as string
const setMode = (mode: Record<string, string>) => fetch(`${fakes}/__mode`, { method: 'POST', body: JSON.stringify(mode) })
const errorOf = async (response: Response) => ((await response.json()) as ApiErrorBody).error

describe('POST /api/verify-captcha (hCaptcha, faked on 127.0.0.1)', () => {
  it('answers hCaptcha’s verdict', async () => {
    const pass = await postJson('/api/verify-captcha', { token: 'pass-123', version: 'v2' }, nextClient())
    expect(pass.status).toBe(200)
    expect(await pass.json()).toEqual({ success: true, enabled: true, version: 'v2' })
    const fail = await postJson('/api/verify-captcha', { token: 'forged' }, nextClient())
    expect(await fail.json()).toEqual({ success: false, errorCodes: ['invalid-input-response'], version: null })
    // The secret went to hCaptcha with the token.
    const log = (await (await fetch(`${fakes}/__log?path=/hcaptcha/siteverify`)).json()) as { body: string }[]
    expect(log.some((entry) => new URLSearchParams(entry.body).get('response') === 'pass-123')).toBe(true)
  })

  it('answers 503 JSON when hCaptcha is down, 400 naming a missing token', async () => {
    const down = await postJson('/api/verify-captcha', { token: 'down' }, nextClient())
    expect(down.status).toBe(503)
    expect((await errorOf(down)).code).toBe('unavailable')
    const missing = await postJson('/api/verify-captcha', { version: 'v2' }, nextClient())
    expect(missing.status).toBe(400)
    expect((await errorOf(missing)).fields?.map((f) => f.path)).toEqual(['token'])
  })
})

describe('POST /api/validate-email', () => {
  it.each([
    ['not-an-email', { valid: false, reason: 'syntax' }],
    ['someone@mailinator.com', { valid: false, reason: 'disposable' }],
    // DNS points at a closed port in the test run: the lookup fails and is not held against the visitor.
    ['someone@example.com', { valid: true, reason: 'mail-server-unchecked' }],
  ])('%s → %j', async (email, verdict) => {
    const response = await postJson('/api/validate-email', { email }, nextClient())
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject(verdict)
  })

  it('answers 400 for a missing or oversized address', async () => {
    expect((await postJson('/api/validate-email', {}, nextClient())).status).toBe(400)
    expect((await postJson('/api/validate-email', { email: `${'a'.repeat(250)}@x.io` }, nextClient())).status).toBe(400)
  })
})

describe('POST /api/domain-redirect', () => {
  it('answers the company’s target for the domain or a subdomain, null for others', async () => {
    const known = await postJson('/api/domain-redirect', { domain: 'jane@EU.Globex.com' }, nextClient())
    expect(await known.json()).toEqual({ domain: 'eu.globex.com', redirect: 'https://portal.ostra.com/sso/globex' })
    const unknown = await postJson('/api/domain-redirect', { domain: 'nobody-special.io' }, nextClient())
    expect(await unknown.json()).toEqual({ domain: 'nobody-special.io', redirect: null })
    const bad = await postJson('/api/domain-redirect', { domain: 'not a domain' }, nextClient())
    expect(bad.status).toBe(400)
    expect((await errorOf(bad)).fields?.[0]).toEqual({ path: 'domain', message: 'must be a domain such as acme.com' })
  })
})

describe('GET /api/ai-models', () => {
  afterAll(() => setMode({ models: 'ok' }))

  it('answers the inference API’s list, and the admin’s catalogue when the API fails', async () => {
    await setMode({ models: 'ok' })
    const live = (await (await get('/api/ai-models')).json()) as { data: { id: string; owned_by: string }[] }
    expect(live.data.map((m) => m.id)).toContain('fake-provider/only-from-the-api')
    await setMode({ models: 'fail' })
    const fallback = (await (await get('/api/ai-models')).json()) as { data: { id: string; owned_by: string }[] }
    expect(fallback.data).toContainEqual({ id: 'meta-llama/Llama-3.3-70B-Instruct', owned_by: 'meta-llama' })
    expect(fallback.data.map((m) => m.id)).not.toContain('fake-provider/only-from-the-api')
  })

  it('a model added to the catalogue shows at once, though the catalogue is read through a cache', async () => {
    await setMode({ models: 'fail' })
    const ids = async () => ((await (await get('/api/ai-models')).json()) as { data: { id: string }[] }).data.map((m) => m.id)
    const before = await ids()
    expect(await ids()).toEqual(before)
    const payload = await localApi()
    const model = await payload.create({ collection: 'ai-model-catalogue', data: { modelId: unique('test-model'), ownedBy: 'tests' } })
    try {
      const after = await ids()
      expect(after).toHaveLength(before.length + 1)
      expect(after).toEqual(expect.arrayContaining([...before, model.modelId]))
    } finally {
      await payload.delete({ collection: 'ai-model-catalogue', id: model.id })
    }
    expect(await ids()).toEqual(before)
  })
})

describe('GET /api/use-cases', () => {
  const ids: number[] = []
  const industry = unique('industry').toLowerCase()

  beforeAll(async () => {
    const payload = await localApi()
    for (const [slug, title, products] of [
      [unique('uc-alerts'), 'Fleet Alerts', ['sms-api', 'iot-sim-card']],
      [unique('uc-ivr'), 'Smart IVR', ['voice-api']],
    ] as const) {
      const page = await payload.create({
        collection: 'pages',
        data: {
          title,
          family: 'use-cases',
          slug,
          shell: 'full',
          _status: 'published',
          useCase: { industry, products: [...products] },
          meta: { description: `${title} with Ostra.` },
          layout: [],
        },
      })
      ids.push(page.id)
    }
  })
  afterAll(async () => {
    const payload = await localApi()
    for (const id of ids) await payload.delete({ collection: 'pages', id })
  })

  it('filters by industry, product and text, and paginates', async () => {
    const byIndustry = (await (await get(`/api/use-cases?industry=${industry}`)).json()) as { docs: { title: string; products: string[] }[]; totalDocs: number }
    expect(byIndustry.docs.map((d) => d.title)).toEqual(['Fleet Alerts', 'Smart IVR'])
    const byProduct = (await (await get(`/api/use-cases?industry=${industry}&product=voice-api`)).json()) as { docs: { title: string }[] }
    expect(byProduct.docs.map((d) => d.title)).toEqual(['Smart IVR'])
    const byText = (await (await get(`/api/use-cases?industry=${industry}&q=fleet`)).json()) as { docs: { title: string }[] }
    expect(byText.docs.map((d) => d.title)).toEqual(['Fleet Alerts'])
    const paged = (await (await get(`/api/use-cases?industry=${industry}&limit=1&page=2`)).json()) as {
      docs: { title: string }[]
      page: number
      totalPages: number
    }
    expect(paged).toMatchObject({ page: 2, totalPages: 2, docs: [{ title: 'Smart IVR' }] })
  })

  it('matches every word of q, in any order, in the title or the description', async () => {
    const titles = async (q: string) =>
      ((await (await get(`/api/use-cases?industry=${industry}&q=${encodeURIComponent(q)}`)).json()) as { docs: { title: string }[] }).docs.map((d) => d.title)
    expect(await titles('alerts  fleet')).toEqual(['Fleet Alerts'])
    expect(await titles('ostra smart')).toEqual(['Smart IVR'])
    expect(await titles('ostra')).toEqual(['Fleet Alerts', 'Smart IVR'])
    expect(await titles('fleet ivr')).toEqual([])
  })

  it('answers 400 naming a bad page or limit', async () => {
    const response = await get('/api/use-cases?page=0&limit=500')
    expect(response.status).toBe(400)
    expect((await errorOf(response)).fields?.map((f) => f.path).sort()).toEqual(['limit', 'page'])
  })
})
