import type { Where } from 'payload'
import { describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '@/api/errors'

import { localApi, nextClient, postJson, runWorker, unique } from './helpers'

const fakes = process.env.FAKE_SERVICES_URL as string
const errorOf = async (response: Response) => ((await response.json()) as ApiErrorBody).error

describe('POST /api/forms/{form} (marketing forms)', () => {
  it('stores a contact-sales submission and the worker forwards it to the marketing service', { timeout: 60_000 }, async () => {
    const email = `${unique('lead')}@example.com`
    const response = await postJson(
      '/api/forms/contact-sales',
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        company: 'Analytical Engines',
        message: 'Voice AI for 40 clinics',
        pageUri: 'http://localhost/contact-us',
      },
      nextClient(),
    )
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const payload = await localApi()
    const row = await payload.findByID({ collection: 'form-submissions', id, depth: 0 })
    expect(row).toMatchObject({
      form: 'contact-sales',
      email,
      pageUri: 'http://localhost/contact-us',
      data: { firstName: 'Ada', company: 'Analytical Engines' },
    })

    const job = (await payload.find({ collection: 'payload-jobs', where: { 'input.submission': { equals: id } }, depth: 0 })).docs[0]
    const run = await runWorker([`--job=${job.id}`])
    expect(run.code, run.output).toBe(0)
    expect((await payload.findByID({ collection: 'form-submissions', id, depth: 0 })).forwardedAt, run.output).toBeTruthy()
    const log = (await (await fetch(`${fakes}/__log?path=/marketing/forms/1234567/contact-sales-guid`)).json()) as { body: string }[]
    const sent = log
      .map((entry) => JSON.parse(entry.body) as { fields: { name: string; value: string }[]; context: { pageUri?: string } })
      .find((b) => b.fields.some((f) => f.value === email))
    expect(sent?.fields).toContainEqual({ name: 'company', value: 'Analytical Engines' })
    expect(sent?.context.pageUri).toBe('http://localhost/contact-us')
  })

  it('stores 60 submissions sent at once, each answered its own id, with its own job: a forward, or a confirmation e-mail', async () => {
    const run = unique('burst')
    // contact-sales is forwarded at once; pricing-csv writes to the address, so it waits for the confirmation link.
    const sent = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const email = `${run}-${i}@example.com`
        const response =
          i % 2 === 0
            ? await postJson(
                '/api/forms/contact-sales',
                { firstName: 'Ada', lastName: `N${i}`, email, company: `Co ${i}`, message: `Burst ${i}` },
                nextClient(),
              )
            : await postJson('/api/forms/pricing-csv', { email, company: `Co ${i}` }, nextClient())
        expect(response.status, await response.clone().text()).toBe(201)
        return { i, email, id: ((await response.json()) as { id: number }).id }
      }),
    )
    expect(new Set(sent.map((s) => s.id)).size).toBe(60)
    const payload = await localApi()
    for (const { i, email, id } of sent) {
      const row = await payload.findByID({ collection: 'form-submissions', id, depth: 0 })
      expect(row).toMatchObject({ form: i % 2 === 0 ? 'contact-sales' : 'pricing-csv', email, data: { company: `Co ${i}` } })
      const where: Where =
        i % 2 === 0
          ? { taskSlug: { equals: 'forwardFormSubmission' }, 'input.submission': { equals: id } }
          : { taskSlug: { equals: 'sendConfirmation' }, 'input.kind': { equals: 'form' }, 'input.id': { equals: id } }
      expect((await payload.count({ collection: 'payload-jobs', where })).totalDocs, `${email}'s job`).toBe(1)
    }
  })

  it('stores a message holding half a surrogate pair (U+FFFD in its place), and the submissions sent with it', async () => {
    const run = unique('surrogate')
    const body = (i: number, message: string) => `{"firstName":"Ada","lastName":"L","email":"${run}-${i}@example.com","company":"Co","message":${message}}`
    const sent = await Promise.all(
      [0, 1, 2, 3].map((i) => postJson('/api/forms/contact-sales', body(i, i === 1 ? '"half \\ud800 a pair"' : `"whole ${i}"`), nextClient())),
    )
    expect(sent.map((r) => r.status)).toEqual([201, 201, 201, 201])
    const payload = await localApi()
    const stored = await payload.find({ collection: 'form-submissions', where: { email: { like: `${run}-` } }, sort: 'email', depth: 0 })
    expect(stored.docs.map((d) => (d.data as { message: string }).message)).toEqual(['whole 0', 'half \uFFFD a pair', 'whole 2', 'whole 3'])
  })

  it('names invalid fields from the form’s own definition', async () => {
    const response = await postJson('/api/forms/contact-sales', { email: 'nope', firstName: '' }, nextClient())
    expect(response.status).toBe(400)
    expect((await errorOf(response)).fields?.map((f) => f.path).sort()).toEqual(['company', 'email', 'firstName', 'lastName'])
    const signup = await postJson('/api/forms/resource-center-email-signup', { email: `${unique('reader')}@example.com` }, nextClient())
    expect(signup.status).toBe(201)
  })

  it('stores a calculator’s estimate with “E-mail me this estimate”, only the values the form carries, and names one too long', async () => {
    const email = `${unique('estimate')}@example.com`
    const estimate = { calculator: 'messaging', country: 'GB', volume: '25000', currency: 'GBP', perMessage: '0.0312', monthly: '780.00' }
    // A carried name belongs to its form only: the contact form ignores it, and no carried value overrides a field.
    const response = await postJson('/api/forms/pricing-calculator', { email, ...estimate, firstName: 'Ignored' }, nextClient())
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const row = await (await localApi()).findByID({ collection: 'form-submissions', id, depth: 0 })
    expect(row.data).toEqual({ email, ...estimate })

    const tooLong = await postJson('/api/forms/pricing-calculator', { email, plan: 'x'.repeat(201) }, nextClient())
    expect(tooLong.status).toBe(400)
    expect((await errorOf(tooLong)).fields).toEqual([{ path: 'plan', message: 'must be at most 200 characters' }])

    // Carried values are short texts: a number, a list or an object is refused by name, and nothing is stored.
    for (const value of [780, ['GB', 'US'], { total: 780 }, null]) {
      const refused = await postJson('/api/forms/pricing-calculator', { email, monthly: value }, nextClient())
      expect(refused.status, JSON.stringify(value)).toBe(400)
      expect(
        (await errorOf(refused)).fields?.map((f) => f.path),
        JSON.stringify(value),
      ).toEqual(['monthly'])
    }
  })

  it('answers 400 for a form that does not exist, and for product forms that have their own endpoint', async () => {
    for (const form of ['newsletter', 'report-abuse']) {
      const response = await postJson(`/api/forms/${form}`, { email: 'a@example.com' }, nextClient())
      expect(response.status, form).toBe(400)
      expect((await errorOf(response)).fields?.[0].path).toBe('form')
    }
  })
})
