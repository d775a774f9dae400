/**
 * Deliveries that cannot go (issue 29), over HTTP against the production build, with workers as production runs
 * them: a delivery the service refuses for good stops, is marked failed with the service's reason, shows on the
 * admin's dashboard and goes after "Retry now"; a row stored while its form had no id configured is forwarded by
 * the first job runner that starts once it has one, and runners starting again never queue it twice.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { confirmationToken } from '@/lib/forms/doubleOptIn'
import { confirmationKey, DEVELOPMENT_SECRET } from '@/lib/secrets'
import { DEFAULT_ADMIN } from '@/seed'

import { BASE_URL, localApi, nextClient, postJson, runWorker, signIn, unique } from './helpers'

const fakes = process.env.FAKE_SERVICES_URL as string
type Logged = { body: string; replay?: boolean }

const setMode = (mode: Record<string, unknown>) => fetch(`${fakes}/__mode`, { method: 'POST', body: JSON.stringify(mode) })
const logFor = async (path: string, email: string) =>
  ((await (await fetch(`${fakes}/__log?path=${path}`)).json()) as Logged[]).filter((entry) => entry.body.includes(email))

async function jobsFor(id: number) {
  const payload = await localApi()
  const found = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'forwardFormSubmission' } }, { 'input.submission': { equals: id } }] },
    depth: 0,
    limit: 100,
  })
  return found.docs
}

const rowOf = async (id: number) => (await localApi()).findByID({ collection: 'form-submissions', id, depth: 0 })

const retry = (body: unknown, cookie: string) =>
  fetch(`${BASE_URL}/api/deliveries/retry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient(), cookie },
    body: JSON.stringify(body),
  })

afterAll(async () => {
  await setMode({ marketingForms: 'ok' })
})

describe('a delivery refused for good', () => {
  const FORM_PATH = '/marketing/forms/1234567/contact-sales-guid'

  it('stops, shows on the dashboard with the service’s reason, and goes after Retry now', { timeout: 180_000 }, async () => {
    const payload = await localApi()
    const email = `${unique('refused')}@example.com`
    const submitted = await postJson(
      '/api/forms/contact-sales',
      { firstName: 'Ada', lastName: 'Lovelace', email, company: 'Wrong Ids Ltd', pageUri: 'http://localhost/contact-us' },
      nextClient(),
    )
    expect(submitted.status).toBe(201)
    const { id } = (await submitted.json()) as { id: number }
    const [job] = await jobsFor(id)

    // A wrong form id: the service answers 400 with its reason.
    await setMode({ marketingForms: 'refuse' })
    const refused = await runWorker([`--job=${job.id}`])
    expect(refused.code, refused.output).toBe(0)
    const row = await rowOf(id)
    expect(row.forwardedAt).toBeFalsy()
    expect(row.sendingSince).toBeFalsy()
    expect(row.failedAt, refused.output).toBeTruthy()
    expect(row.lastError).toBe('The marketing service answered 400: The form with this id does not exist')
    // The job ended: nothing retries it every hour.
    expect(await jobsFor(id)).toHaveLength(0)
    expect(await logFor(FORM_PATH, email)).toHaveLength(1)

    // A second job for the row (queued before the refusal, say) sends nothing: the row waits for a person.
    const duplicate = await payload.jobs.queue({ task: 'forwardFormSubmission', input: { submission: id }, queue: 'default' })
    const second = await runWorker([`--job=${duplicate.id}`])
    expect(second.code, second.output).toBe(0)
    expect(await logFor(FORM_PATH, email)).toHaveLength(1)
    expect((await rowOf(id)).failedAt).toBeTruthy()

    // The dashboard lists it, with the reason, under "Refused for good".
    const session = await signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
    const dashboard = await fetch(`${BASE_URL}/admin`, { headers: { cookie: session } })
    expect(dashboard.status).toBe(200)
    const html = await dashboard.text()
    expect(html).toContain('Deliveries to outside services')
    expect(html).toContain('Refused for good: not tried again until you fix the setting and press Retry now')
    expect(html).toContain(email)
    expect(html).toContain('The form with this id does not exist')

    // The setting is fixed; Retry now lifts the refusal and queues the row again.
    await setMode({ marketingForms: 'ok' })
    const retried = await retry({ collection: 'form-submissions', id }, session)
    expect(retried.status).toBe(200)
    const answer = (await retried.json()) as { retried: boolean; jobs: number[]; queued: boolean }
    expect(answer).toMatchObject({ retried: true, queued: true })
    expect((await rowOf(id)).failedAt).toBeFalsy()
    const sent = await runWorker([`--job=${answer.jobs[0]}`])
    expect(sent.code, sent.output).toBe(0)
    const delivered = await rowOf(id)
    expect(delivered.forwardedAt, sent.output).toBeTruthy()
    expect(delivered.lastError).toBeFalsy()
    expect(delivered.failedAt).toBeFalsy()
    expect(await logFor(FORM_PATH, email)).toHaveLength(2)
    // Gone from the dashboard's refused list.
    expect(await (await fetch(`${BASE_URL}/admin`, { headers: { cookie: session } })).text()).not.toContain(email)
  })
})

describe('a row stored while its form had no id configured', () => {
  // The test site configures no id for pricing-calculator; these workers are started with one.
  const FORM_PATH = '/marketing/forms/1234567/pricing-calculator-guid'
  const configured = { MARKETING_FORM_PRICING_CALCULATOR: '1234567/pricing-calculator-guid' }

  it('is forwarded by the next job runner that starts with one, queued once however many start', { timeout: 240_000 }, async () => {
    const email = `${unique('estimate')}@example.com`
    const submitted = await postJson('/api/forms/pricing-calculator', { email }, nextClient())
    expect(submitted.status).toBe(201)
    const { id } = (await submitted.json()) as { id: number }
    // Double opt-in: the link in the e-mail confirms it and queues its forward.
    const token = confirmationToken({ kind: 'form', id, form: 'pricing-calculator' }, confirmationKey(process.env.PAYLOAD_SECRET ?? DEVELOPMENT_SECRET))
    expect(await (await postJson('/api/confirm', { token }, nextClient())).json()).toMatchObject({ confirmed: true })
    const [job] = await jobsFor(id)
    expect(job).toBeTruthy()

    // No form id here: the job ends and the row stays stored, neither failed nor showing an error.
    const unconfigured = await runWorker([`--job=${job.id}`])
    expect(unconfigured.code, unconfigured.output).toBe(0)
    let row = await rowOf(id)
    expect(row).toMatchObject({ forwardedAt: null, failedAt: null, lastError: null })
    expect(await jobsFor(id)).toHaveLength(0)
    expect(await logFor(FORM_PATH, email)).toHaveLength(0)

    // Configured now, while the service is down: two runners start one after the other; one job between them.
    // A failed attempt waits an hour here, so each --once round ends after one pass over what is due.
    await setMode({ marketingForms: 'fail' })
    for (const attempt of [1, 2]) {
      const start = await runWorker(['--once'], { ...configured, JOBS_RETRY_BASE_SECONDS: '3600', JOBS_RETRY_MAX_SECONDS: '3600' })
      expect(start.code, `start ${attempt}\n${start.output}`).toBe(0)
      const jobs = await jobsFor(id)
      expect(jobs, `start ${attempt}\n${start.output}`).toHaveLength(1)
    }
    row = await rowOf(id)
    expect(row.forwardedAt).toBeFalsy()
    expect(row.failedAt).toBeFalsy()
    expect(row.lastError).toBe('The marketing service answered 500')

    // The service is back: the one job delivers it.
    await setMode({ marketingForms: 'ok' })
    const [pending] = await jobsFor(id)
    const delivered = await runWorker([`--job=${pending.id}`], configured)
    expect(delivered.code, delivered.output).toBe(0)
    row = await rowOf(id)
    expect(row.forwardedAt, delivered.output).toBeTruthy()
    const arrived = await logFor(FORM_PATH, email)
    expect(arrived.length).toBeGreaterThan(0)
    // Another start finds nothing to do for it.
    const again = await runWorker(['--once'], configured)
    expect(again.code, again.output).toBe(0)
    expect(await jobsFor(id)).toHaveLength(0)
    expect(await logFor(FORM_PATH, email)).toHaveLength(arrived.length)
  })
})
