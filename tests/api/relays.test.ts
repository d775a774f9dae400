/**
 * No open relays (issue 15): the voice AI demo calls only after a captcha, a person's number,
 * a few times a day; the messenger's identity hash only for the caller's own signed id;
 * subscriptions and marketing forms wait for a confirmation link; analytics events are small;
 * and production without a captcha keeps its captcha forms closed.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { spawn } from 'node:child_process'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '@/api/errors'
import { confirmationToken } from '@/lib/forms/doubleOptIn'
import { confirmationKey, DEVELOPMENT_SECRET } from '@/lib/secrets'

import { FAKE_INTERCOM_SECRET, FAKE_VOICE_AI_APPLICATION, FAKE_VOICE_AI_CALLER } from '../fakes/services'
import { BASE_URL, cookieFrom, get, localApi, nextClient, postJson, runWorker, unique } from './helpers'
import { startAppServer, type Started } from '../../scripts/servers'

const fakes = process.env.FAKE_SERVICES_URL as string
const errorOf = async (response: Response) => ((await response.json()) as ApiErrorBody).error
const key = confirmationKey(process.env.PAYLOAD_SECRET ?? DEVELOPMENT_SECRET)
/** A San Francisco number no other test (or earlier run) has used, so the daily limit starts at zero. */
const freshNumber = () => `+1 415 ${200 + Math.floor(Math.random() * 700)} ${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`
const demo = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sam',
  email: `${unique('sam')}@example.com`,
  phone: freshNumber(),
  agent: 'customer-support',
  captchaToken: 'pass-relay',
  ...overrides,
})

async function setupsFor(email: string) {
  return (await (await localApi()).find({ collection: 'voice-ai-setups', where: { email: { equals: email } }, depth: 0 })).docs
}

describe('the voice AI demo is no open relay', () => {
  it('calls only after a passed captcha, from the configured caller number and application', async () => {
    const missing = demo({ captchaToken: undefined })
    expect((await errorOf(await postJson('/api/voice-ai/setup', missing, nextClient()))).code).toBe('captcha_failed')
    const forged = demo({ captchaToken: 'forged' })
    expect((await errorOf(await postJson('/api/voice-ai/setup', forged, nextClient()))).code).toBe('captcha_failed')
    for (const body of [missing, forged]) expect(await setupsFor(body.email)).toHaveLength(0)

    const body = demo()
    const response = await postJson('/api/voice-ai/setup', body, nextClient())
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ status: 'started' })
    const [row] = await setupsFor(body.email)
    const log = (await (await fetch(`${fakes}/__log?path=/voice-ai/setup`)).json()) as { body: string }[]
    const sent = log.map((entry) => JSON.parse(entry.body) as Record<string, unknown>).find((call) => call.email === body.email)
    expect(sent).toMatchObject({ phone: row.phone, from: FAKE_VOICE_AI_CALLER, application_id: FAKE_VOICE_AI_APPLICATION })
  })

  it('never calls premium-rate, toll-free, personal or emergency numbers, storing nothing', async () => {
    const refused: [string, string][] = [
      ['+44 909 879 0000', 'must be a mobile or landline number'], // UK premium rate
      ['+33 8 99 12 34 56', 'must be a mobile or landline number'], // French premium rate
      ['+1 800 555 0199', 'must be a mobile or landline number'], // US toll-free: the callee pays
      ['+44 70 1234 5678', 'must be a mobile or landline number'], // UK personal number
      ['911', 'is an emergency number'],
      ['+1 911', 'is an emergency number'],
      ['112', 'is an emergency number'],
      ['+44 999', 'is an emergency number'],
    ]
    for (const [phone, message] of refused) {
      const body = demo({ phone })
      const response = await postJson('/api/voice-ai/setup', body, nextClient())
      expect(response.status, phone).toBe(400)
      const error = await errorOf(response)
      expect(error.fields?.[0].path, phone).toBe('phone')
      expect(error.fields?.[0].message, phone).toContain(message)
      expect(await setupsFor(body.email), phone).toHaveLength(0)
    }
    // A mobile abroad is a person's phone (a new one each run: the daily limit per number outlives a run).
    const germanMobile = `+49 151 ${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`
    expect((await postJson('/api/voice-ai/setup', demo({ phone: germanMobile }), nextClient())).status).toBe(201)
  })

  it('gives one number at most 3 demos a day, counted in PostgreSQL even when they arrive at once', async () => {
    const phone = freshNumber()
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await postJson('/api/voice-ai/setup', demo({ phone }), nextClient())).status)
    expect(statuses).toEqual([201, 201, 201, 429])
    const limited = await postJson('/api/voice-ai/setup', demo({ phone }), nextClient())
    expect(limited.status).toBe(429)
    expect((await errorOf(limited)).fields?.[0].path).toBe('phone')

    // Simultaneous requests from many clients for one number: still three.
    const burst = freshNumber()
    const answers = await Promise.all(Array.from({ length: 8 }, () => postJson('/api/voice-ai/setup', demo({ phone: burst }), nextClient())))
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429])
  })
})

describe('the messenger identity hash is for the caller’s own signed id only', () => {
  const hashOf = (id: string) => createHmac('sha256', FAKE_INTERCOM_SECRET).update(id).digest('hex')

  it('mints a signed id in an HttpOnly cookie and answers its hash; the same cookie gets the same id', async () => {
    const first = await get('/api/intercom-verification')
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toContain('no-store')
    const { user_id, user_hash } = (await first.json()) as { user_id: string; user_hash: string }
    expect(user_hash).toBe(hashOf(user_id))
    const setCookie = first.headers.getSetCookie().find((c) => c.startsWith('ostra_aid='))
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Lax/)
    const cookie = cookieFrom(first, 'ostra_aid') as string

    const again = await get('/api/intercom-verification', { headers: { cookie: `${cookie}; ajs_anonymous_id=%22someone-else%22` } })
    expect(await again.json()).toEqual({ user_id, user_hash })
    expect(cookieFrom(again, 'ostra_aid')).toBeUndefined()
  })

  it('never for an id the caller chooses: a query parameter, the analytics cookie or a forged signed cookie', async () => {
    const victim = 'victim@x.com'
    const forgeries: RequestInit[] = [
      {},
      { headers: { cookie: `ajs_anonymous_id=%22${victim}%22` } },
      { headers: { cookie: `ostra_aid=${victim}` } },
      { headers: { cookie: `ostra_aid=${victim}.${randomBytes(32).toString('base64url')}` } },
      { headers: { cookie: 'ostra_aid=%E0%80.x' } },
    ]
    for (const init of forgeries) {
      const response = await get(`/api/intercom-verification?user_id=${encodeURIComponent(victim)}`, init)
      expect(response.status).toBe(200)
      const answer = (await response.json()) as { user_id: string; user_hash: string }
      expect(answer.user_id).not.toBe(victim)
      expect(answer.user_hash).not.toBe(hashOf(victim))
      // A fresh id, in a fresh signed cookie.
      expect(cookieFrom(response, 'ostra_aid')?.startsWith(`ostra_aid=${answer.user_id}.`)).toBe(true)
    }
  })
})

/** The confirmation link in the newest e-mail to an address (quoted-printable undone). */
async function linkMailedTo(address: string): Promise<string | undefined> {
  const mail = (await (await fetch(`${fakes}/__mail`)).json()) as { to: string[]; data: string }[]
  const message = mail.filter((m) => m.to.some((to) => to.includes(address))).at(-1)
  const text = message?.data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return text?.match(/http:\/\/\S+\/api\/confirm\?token=[A-Za-z0-9%._-]+/)?.[0]
}

async function jobsFor(task: string, field: string, id: number) {
  return (
    await (
      await localApi()
    ).find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: task } }, { [`input.${field}`]: { equals: id } }] }, depth: 0 })
  ).docs
}

describe('double opt-in: stored at once, forwarded only once the address confirms', () => {
  it('a subscription: confirmation e-mail with a signed link, confirmed once, forwarded only then', { timeout: 120_000 }, async () => {
    const payload = await localApi()
    const address = `${unique('optin')}@example.com`
    const response = await postJson('/api/release-notes-subscription', { email: address }, nextClient())
    expect(response.status).toBe(202)
    const [row] = (await payload.find({ collection: 'subscriptions', where: { email: { equals: address } }, depth: 0 })).docs
    expect(row.confirmedAt).toBeFalsy()
    expect(await jobsFor('forwardSubscription', 'subscription', row.id)).toHaveLength(0)
    const [mailJob] = (
      await payload.find({
        collection: 'payload-jobs',
        where: { and: [{ taskSlug: { equals: 'sendConfirmation' } }, { 'input.id': { equals: row.id } }, { 'input.kind': { equals: 'subscription' } }] },
        depth: 0,
      })
    ).docs
    const run = await runWorker([`--job=${mailJob.id}`])
    expect(run.code, run.output).toBe(0)
    const link = await linkMailedTo(address)
    expect(link, run.output).toMatch(/^http:\/\/localhost:\d+\/api\/confirm\?token=s\.release-notes\./)

    // Opening the link (as a mail scanner would) confirms nothing: it shows the button.
    const confirmUrl = (link as string).replace(/^http:\/\/[^/]+/, BASE_URL)
    const page = await fetch(confirmUrl, { headers: { accept: 'text/html,application/xhtml+xml' } })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain('Confirm your address')
    expect(html).toContain('<form method="post" action="/api/confirm">')
    expect((await payload.findByID({ collection: 'subscriptions', id: row.id, depth: 0 })).confirmedAt).toBeFalsy()
    expect(await jobsFor('forwardSubscription', 'subscription', row.id)).toHaveLength(0)

    // Pressing it posts the form, as a browser does.
    const token = new URL(confirmUrl).searchParams.get('token') ?? ''
    const pressed = await fetch(`${BASE_URL}/api/confirm`, {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextClient() },
      body: new URLSearchParams({ token }).toString(),
    })
    expect(pressed.status).toBe(200)
    expect(await pressed.text()).toContain('Your address is confirmed for &#34;Release notes from Ostra&#34;')
    expect((await payload.findByID({ collection: 'subscriptions', id: row.id, depth: 0 })).confirmedAt).toBeTruthy()
    expect(await jobsFor('forwardSubscription', 'subscription', row.id)).toHaveLength(1)

    // Again, and several at once: still one forward.
    const again = await Promise.all(Array.from({ length: 4 }, () => postJson('/api/confirm', { token }, nextClient()).then((r) => r.json())))
    for (const answer of again) expect(answer).toMatchObject({ confirmed: true, already: true })
    expect(await jobsFor('forwardSubscription', 'subscription', row.id)).toHaveLength(1)
    // The link, opened after, says so.
    expect(await (await fetch(confirmUrl, { headers: { accept: 'application/json' } })).json()).toMatchObject({ confirmed: true, already: true })
  })

  it('a marketing form that writes to the address waits for its link; contact-sales does not', async () => {
    const payload = await localApi()
    const response = await postJson('/api/forms/resource-center-email-signup', { email: `${unique('reader')}@example.com` }, nextClient())
    expect(response.status).toBe(201)
    const { id, confirmation } = (await response.json()) as { id: number; confirmation?: string }
    expect(confirmation).toBe('sent')
    expect(await jobsFor('forwardFormSubmission', 'submission', id)).toHaveLength(0)
    const token = confirmationToken({ kind: 'form', id, form: 'resource-center-email-signup' }, key)
    const opened = await get(`/api/confirm?token=${token}`, { headers: { accept: 'application/json' } })
    expect(await opened.json()).toMatchObject({ confirmed: false, kind: 'form' })
    expect(await jobsFor('forwardFormSubmission', 'submission', id)).toHaveLength(0)
    const confirmed = await postJson('/api/confirm', { token }, nextClient())
    expect(await confirmed.json()).toMatchObject({ confirmed: true, already: false, kind: 'form' })
    expect((await payload.findByID({ collection: 'form-submissions', id, depth: 0 })).confirmedAt).toBeTruthy()
    expect(await jobsFor('forwardFormSubmission', 'submission', id)).toHaveLength(1)

    const sales = await postJson(
      '/api/forms/contact-sales',
      { firstName: 'Ada', lastName: 'L', email: `${unique('lead')}@example.com`, company: 'C' },
      nextClient(),
    )
    const lead = (await sales.json()) as { id: number; confirmation?: string }
    expect(lead.confirmation).toBeUndefined()
    expect(await jobsFor('forwardFormSubmission', 'submission', lead.id)).toHaveLength(1)
  })

  it('a broken, forged, expired or misdirected link answers 4xx with a page that says so, never 5xx', async () => {
    const address = `${unique('broken')}@example.com`
    expect((await postJson('/api/subprocessor-subscription', { email: address }, nextClient())).status).toBe(202)
    const [row] = (await (await localApi()).find({ collection: 'subscriptions', where: { email: { equals: address } }, depth: 0 })).docs
    const valid = confirmationToken({ kind: 'subscription', id: row.id, list: 'subprocessors' }, key)
    const cases: [string, number][] = [
      ['', 400],
      ['?token=', 400],
      ['?token=garbage', 400],
      [`?token=${valid.slice(0, -2)}xx`, 400],
      // Signed with another key: what an attacker could make.
      [`?token=${confirmationToken({ kind: 'subscription', id: row.id, list: 'subprocessors' }, 'not-our-key')}`, 400],
      [`?token=${confirmationToken({ kind: 'subscription', id: row.id, list: 'subprocessors' }, key, Date.now() - 8 * 24 * 60 * 60 * 1000)}`, 410],
      // A valid signature for the other list: the row is not on it.
      [`?token=${confirmationToken({ kind: 'subscription', id: row.id, list: 'release-notes' }, key)}`, 404],
      [`?token=${confirmationToken({ kind: 'subscription', id: 2_000_000_000, list: 'subprocessors' }, key)}`, 404],
      [`?token=${'x'.repeat(5000)}`, 400],
      ['?token=%E0', 400],
    ]
    for (const [query, status] of cases) {
      const response = await get(`/api/confirm${query}`, { headers: { accept: 'text/html' } })
      expect(response.status, query.slice(0, 60)).toBe(status)
      expect(await response.text(), query.slice(0, 60)).toContain('This link does not work')
    }
    for (const [query, status] of cases.slice(2)) {
      const token = new URLSearchParams(query.slice(1)).get('token') ?? ''
      expect((await postJson('/api/confirm', { token }, nextClient())).status, query.slice(0, 60)).toBe(status)
    }
    expect((await (await localApi()).findByID({ collection: 'subscriptions', id: row.id, depth: 0 })).confirmedAt).toBeFalsy()
    const json = await get('/api/confirm?token=garbage')
    expect((await errorOf(json)).code).toBe('invalid_input')
    expect((await postJson('/api/confirm', 'token=x&', nextClient())).status).toBe(400)
  })
})

describe('analytics events have a small schema and size', () => {
  const track = (body: unknown) => postJson('/api/s/t', body, nextClient())

  it('takes the spec’s events, and answers 400 naming what is wrong otherwise', async () => {
    expect(
      (await track({ type: 'Voice AI Lets Talk Submit', data: { agent: 'customer-support', tags: ['a', 'b'] }, options: { context: { page: '/voice-ai' } } }))
        .status,
    ).toBe(202)
    const cases: [unknown, string][] = [
      [{ type: '<script>' }, 'type'],
      [{ type: 'x'.repeat(65) }, 'type'],
      [{ type: 'Form Submit', data: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) }, 'data'],
      [{ type: 'Form Submit', data: { 'bad key!': 1 } }, 'data'],
      [{ type: 'Form Submit', data: { long: 'x'.repeat(501) } }, 'data.long'],
      [{ type: 'Form Submit', data: { deep: { deeper: { deepest: 1 } } } }, 'data.deep'],
      [{ type: 'Form Submit', options: { list: Array.from({ length: 21 }, () => 1) } }, 'options.list'],
    ]
    for (const [body, field] of cases) {
      const response = await track(body)
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect((await errorOf(response)).fields?.map((f) => f.path).join(' '), JSON.stringify(body).slice(0, 80)).toContain(field)
    }
  })

  it('refuses a body over 4 KB with 413 on every fallback endpoint', async () => {
    const padding = 'x'.repeat(400)
    const data = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`p${i}`, padding]))
    const big = await track({ type: 'Form Submit', data })
    expect(big.status).toBe(413)
    expect((await errorOf(big)).code).toBe('payload_too_large')
    expect((await postJson('/api/s/i', { clientAnonymousId: 'a', traits: data }, nextClient())).status).toBe(413)
    expect((await postJson('/api/s/p', { path: '/', title: 'x'.repeat(300), referrer: `/${'x'.repeat(5000)}` }, nextClient())).status).toBe(413)
  })
})

describe('production without a captcha', () => {
  let production: Started
  beforeAll(async () => {
    // The tested build, as production, with hCaptcha unset (everything else as the test site).
    production = await startAppServer(3114, {
      APP_ENV: 'production',
      // The API tests run their own workers: a production server here leaves the queue to them.
      JOBS_WORKER: 'external',
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      HCAPTCHA_SECRET: '',
      SITE_URL: 'http://127.0.0.1:3114',
    })
  }, 120_000)
  afterAll(() => production?.stop())

  const post = (url: string, body: unknown) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() }, body: JSON.stringify(body) })

  it('keeps the demo off, saying why, and calls nobody', async () => {
    const body = demo()
    const response = await post(`${production.url}/api/voice-ai/setup`, body)
    expect(response.status).toBe(503)
    const error = await errorOf(response)
    expect(error.code).toBe('demo_unavailable')
    // Plain words with the way to sales; the variable's name is for the operator, never the visitor.
    expect(error.message).toContain('/contact-us')
    expect(error.message).not.toMatch(/HCAPTCHA|SITE_KEY/)
    expect(await setupsFor(body.email)).toHaveLength(0)
  })

  it('refuses the other captcha forms instead of opening them', async () => {
    const abuse = await post(`${production.url}/api/report-abuse`, {
      reporterName: 'D',
      reporterEmail: 'd@example.com',
      resource: '+14152010000',
      abuseType: 'robocalls',
      description: 'x'.repeat(30),
    })
    expect(abuse.status).toBe(503)
    expect((await errorOf(abuse)).code).toBe('captcha_unconfigured')
    const captcha = await post(`${production.url}/api/verify-captcha`, { token: 'anything' })
    expect(captcha.status).toBe(503)
    expect((await errorOf(captcha)).code).toBe('captcha_unconfigured')
    const signUp = await post(`${production.url}/api/sign-up`, {
      firstName: 'Pat',
      lastName: 'Prod',
      email: `${unique('p')}@example.com`,
      password: 'Orbital-Lantern-2931!',
      terms: true,
    })
    expect(signUp.status, await signUp.clone().text()).toBe(503)
    const signUpError = await errorOf(signUp)
    expect(signUpError.code).toBe('captcha_unconfigured')
    expect(signUpError.message).toContain('/contact-us')
    expect(signUpError.message).not.toMatch(/HCAPTCHA|SITE_KEY/)
  })

  it('refuses a production start against an external database without HCAPTCHA_SECRET', async () => {
    const start = (extra: Record<string, string>) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ['scripts/launch.mjs', '--', 'node', '-e', '0'], {
          env: { ...process.env, APP_ENV: 'production', PAYLOAD_SECRET: 'a-production-secret-of-our-own', HCAPTCHA_SECRET: '', ...extra },
        })
        let output = ''
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
        child.on('close', (code) => resolve({ code, output }))
      })
    const refused = await start({})
    expect(refused.code, refused.output).toBe(1)
    expect(refused.output).toContain('refusing to start: HCAPTCHA_SECRET is not set')
    const configured = await start({ HCAPTCHA_SECRET: 'a-captcha-secret' })
    expect(configured.code, configured.output).toBe(0)
  }, 60_000)
})
