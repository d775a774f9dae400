import { afterEach, describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '@/api/errors'
import { tags } from '@/lib/pages/tags'
import { applyRemotely } from '@/lib/pages/apply'
import { DEVELOPMENT_SECRET, revalidateSecret } from '@/lib/secrets'

import { BASE_URL, get, localApi, nextClient, postJson, unique } from './helpers'

const fakes = process.env.FAKE_SERVICES_URL as string
const setMode = (mode: Record<string, unknown>) => fetch(`${fakes}/__mode`, { method: 'POST', body: JSON.stringify(mode) })
/** Changes the flag service's answer and expires the site's cached flags. */
async function setFlags(flags: Record<string, boolean>) {
  await setMode({ flags })
  const secret = revalidateSecret(process.env.PAYLOAD_SECRET ?? DEVELOPMENT_SECRET)
  expect(await applyRemotely({ paths: [], tags: [tags.flags], everything: false }, { siteUrl: BASE_URL, secret })).toBe(true)
}
const errorOf = async (response: Response) => ((await response.json()) as ApiErrorBody).error

/** A number no earlier test or run used today: each number gets only a few demos a day. */
const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0')
const freshNumber = () => `(415) ${200 + Math.floor(Math.random() * 700)}-${digits(4)}`

const setup = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Caller',
  email: `${unique('sam')}@example.com`,
  phone: freshNumber(),
  company: 'Acme',
  agent: 'appointment-scheduler',
  captchaToken: 'pass-voice',
  ...overrides,
})

async function storedFor(email: string) {
  return (await (await localApi()).find({ collection: 'voice-ai-setups', where: { email: { equals: email } }, depth: 0 })).docs
}

describe('POST /api/voice-ai/setup', () => {
  afterEach(() => setMode({ voiceAi: 'ok' }))

  it('stores the sign-up with the phone in E.164 and starts the demo call', async () => {
    const body = setup()
    const response = await postJson('/api/voice-ai/setup', body, nextClient())
    expect(response.status).toBe(201)
    const answer = (await response.json()) as { id: number; status: string; callId: string; demo: { timeoutSeconds: number; timeLimitSeconds: number } }
    expect(answer).toMatchObject({ status: 'started', callId: expect.stringMatching(/^call-/), demo: { timeoutSeconds: 60, timeLimitSeconds: 300 } })
    const [row] = await storedFor(body.email)
    const e164 = `+1${body.phone.replace(/\D/g, '')}`
    expect(row).toMatchObject({ phone: e164, status: 'started', callId: answer.callId, agent: 'appointment-scheduler' })
    // The service got the demo's settings with the call.
    const log = (await (await fetch(`${fakes}/__log?path=/voice-ai/setup`)).json()) as { body: string }[]
    expect(JSON.parse(log.at(-1)?.body ?? '{}')).toMatchObject({ phone: e164, timeout_secs: 60, time_limit_secs: 300 })
  })

  it('keeps the sign-up and queues a retry when the service fails', async () => {
    await setMode({ voiceAi: 'fail' })
    const body = setup()
    const response = await postJson('/api/voice-ai/setup', body, nextClient())
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ status: 'pending', callId: null })
    const [row] = await storedFor(body.email)
    expect(row).toMatchObject({ status: 'pending', lastError: 'The voice AI service answered 502' })
    const jobs = await (
      await localApi()
    ).find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'startVoiceAiDemo' } }, { 'input.setup': { equals: row.id } }] }, depth: 0 })
    expect(jobs.docs).toHaveLength(1)
  })

  it('refuses an invalid phone number, a bad website and an unknown agent, storing nothing', async () => {
    const badPhone = setup({ phone: '+1 555 0100' })
    const phone = await postJson('/api/voice-ai/setup', badPhone, nextClient())
    expect(phone.status).toBe(400)
    expect((await errorOf(phone)).fields?.[0].path).toBe('phone')
    const website = setup({ website: 'not a domain' })
    expect((await errorOf(await postJson('/api/voice-ai/setup', website, nextClient()))).fields?.map((f) => f.path)).toEqual(['website'])
    const agent = setup({ agent: 'time-traveller' })
    expect((await errorOf(await postJson('/api/voice-ai/setup', agent, nextClient()))).fields?.map((f) => f.path)).toEqual(['agent'])
    for (const body of [badPhone, website, agent]) expect(await storedFor(body.email as string)).toHaveLength(0)
  })

  it('asks for the captcha whenever hCaptcha is configured, whatever the voiceAiHcaptcha flag says', async () => {
    // Off (the production value) no longer means "no captcha": the demo would call any number for anyone.
    const without = setup({ captchaToken: undefined })
    expect((await errorOf(await postJson('/api/voice-ai/setup', without, nextClient()))).code).toBe('captcha_failed')
    const forged = setup({ captchaToken: 'forged' })
    expect((await errorOf(await postJson('/api/voice-ai/setup', forged, nextClient()))).code).toBe('captcha_failed')
    for (const body of [without, forged]) expect(await storedFor(body.email)).toHaveLength(0)
    const passed = setup({ website: 'https://www.Acme.example/about' })
    expect((await postJson('/api/voice-ai/setup', passed, nextClient())).status).toBe(201)
    expect((await storedFor(passed.email))[0].website).toBe('www.acme.example')
    await setFlags({ 'voice-ai-hcaptcha': true })
    try {
      expect((await errorOf(await postJson('/api/voice-ai/setup', setup({ captchaToken: undefined }), nextClient()))).code).toBe('captcha_failed')
      expect((await postJson('/api/voice-ai/setup', setup(), nextClient())).status).toBe(201)
    } finally {
      await setFlags({})
    }
  })

  it('reads a national number in the given country', async () => {
    const last = `0${digits(3)}`
    const body = setup({ phone: `020 7946 ${last}`, country: 'gb' })
    expect((await postJson('/api/voice-ai/setup', body, nextClient())).status).toBe(201)
    expect((await storedFor(body.email))[0].phone).toBe(`+44207946${last}`)
  })
})

describe('GET /api/voice-ai/calls/:callId', () => {
  afterEach(() => setMode({ voiceAiCall: 'ringing' }))

  it('reports the calls service’s status for a demo this site started, and nothing for other ids', async () => {
    const started = (await (await postJson('/api/voice-ai/setup', setup(), nextClient())).json()) as { callId: string }
    await setMode({ voiceAiCall: 'in-progress' })
    const answer = await get(`/api/voice-ai/calls/${started.callId}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toContain('no-store')
    expect(await answer.json()).toEqual({ callId: started.callId, status: 'in-progress' })
    expect((await get('/api/voice-ai/calls/call-never-started')).status).toBe(404)
    const bad = await get('/api/voice-ai/calls/%3Cscript%3E')
    expect(bad.status).toBe(400)
    expect((await errorOf(bad)).fields?.map((f) => f.path)).toEqual(['callId'])
  })
})

describe('GET /api/available-numbers', () => {
  afterEach(() => setMode({ numbers: 'ok' }))
  type Answer = { source: string; numbers: { phoneNumber: string; display?: string; numberType: string; areaCode: string; features: string[] }[] }

  it('answers the provider’s numbers, filtered as asked', async () => {
    const answer = (await (await get('/api/available-numbers?country=us&type=local&features=voice,sms')).json()) as Answer
    expect(answer.source).toBe('provider')
    expect(answer.numbers).toEqual([expect.objectContaining({ phoneNumber: '+14155550123', numberType: 'local', areaCode: '415', features: ['voice', 'sms'] })])
    const log = (await (await fetch(`${fakes}/__log?path=/numbers/available_phone_numbers`)).json()) as { headers: { authorization?: string } }[]
    expect(log.at(-1)?.headers.authorization).toBe('Bearer test-numbers-key')
  })

  it('falls back to the seeded inventory when the provider fails, with every filter', async () => {
    await setMode({ numbers: 'fail' })
    const all = (await (await get('/api/available-numbers?country=GB&limit=50')).json()) as Answer
    expect(all.source).toBe('inventory')
    // Each number as its country writes it (libphonenumber-js, on the server).
    for (const n of all.numbers) expect(n.display, n.phoneNumber).toMatch(/^\+44 \d{2,4} \d{3,4} ?\d{0,4}$/)
    expect(new Set(all.numbers.map((n) => n.numberType))).toEqual(new Set(['local', 'toll-free', 'mobile']))
    const london = (await (await get('/api/available-numbers?country=GB&type=local&areaCode=20&features=fax')).json()) as Answer
    expect(london.numbers.length).toBeGreaterThan(0)
    expect(london.numbers.every((n) => n.phoneNumber.startsWith('+44207946') && n.features.includes('fax'))).toBe(true)
    const digits = london.numbers[0].phoneNumber.slice(-4)
    const contains = (await (await get(`/api/available-numbers?country=GB&contains=${digits}`)).json()) as Answer
    expect(contains.numbers.map((n) => n.phoneNumber)).toContain(london.numbers[0].phoneNumber)
    const none = (await (await get('/api/available-numbers?country=GB&type=mobile&features=fax')).json()) as Answer
    expect(none.numbers).toEqual([])
  })

  it("reports the provider's failure to the error service (Sentry's ingest, on the server)", async () => {
    const envelopes = async () => (await (await fetch(`${fakes}/__log?path=/api/1/envelope/`)).json()) as { body: string }[]
    const before = (await envelopes()).length
    await setMode({ numbers: 'fail' })
    expect(((await (await get('/api/available-numbers?country=GB&limit=5')).json()) as Answer).source).toBe('inventory')
    // The SDK sends from its own queue: the envelope follows the answer by a moment.
    await expect
      .poll(async () => (await envelopes()).slice(before).some((e) => e.body.includes('available_phone_numbers') && e.body.includes('"level":"error"')), {
        timeout: 10_000,
      })
      .toBe(true)
  })

  it('names bad filters', async () => {
    const response = await get('/api/available-numbers?country=ZZ&type=satellite&areaCode=abc&features=voice,telepathy&limit=500')
    expect(response.status).toBe(400)
    expect((await errorOf(response)).fields?.map((f) => f.path).sort()).toEqual(['areaCode', 'country', 'features.1', 'limit', 'type'])
  })
})
