import { describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '@/api/errors'

import { localApi, nextClient, postJson, unique } from './helpers'

const fakes = process.env.FAKE_SERVICES_URL as string
const setPortal = (portal: 'ok' | 'fail') => fetch(`${fakes}/__mode`, { method: 'POST', body: JSON.stringify({ portal }) })

const signUp = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `${unique('ada')}@example.com`,
  password: 'Analytical-Engine-1843',
  terms: true,
  captchaToken: 'pass-sign-up',
  ...overrides,
})

async function attemptsFor(email: string) {
  return (await (await localApi()).find({ collection: 'sign-up-attempts', where: { email: { equals: email } }, depth: 0 })).docs
}

describe('POST /api/sign-up', () => {
  it('creates the account through the portal, stores the attempt without the password, and hands off with WELCOME10', async () => {
    const body = signUp()
    const response = await postJson('/api/sign-up', body, nextClient())
    expect(response.status).toBe(201)
    const answer = (await response.json()) as { redirectUrl: string }
    expect(answer.redirectUrl).toBe(`https://portal.test.ostra.com/welcome?email=${encodeURIComponent(body.email)}`)
    const [attempt] = await attemptsFor(body.email)
    expect(attempt).toMatchObject({ status: 'created', promoCode: 'WELCOME10', firstName: 'Ada' })
    expect(JSON.stringify(attempt)).not.toContain(body.password)
    // The sign-up feeds the signup marketing form, its own fields only, queued for forwarding (no second e-mail).
    const payload = await localApi()
    const [submission] = (await payload.find({ collection: 'form-submissions', where: { email: { equals: body.email } }, depth: 0 })).docs
    expect(submission).toMatchObject({ form: 'signup', data: { firstName: 'Ada', lastName: 'Lovelace', email: body.email } })
    expect(JSON.stringify(submission)).not.toContain(body.password)
    const jobs = await payload.find({ collection: 'payload-jobs', where: { 'input.submission': { equals: submission.id } }, depth: 0 })
    expect(jobs.docs.map((job) => job.taskSlug)).toEqual(['forwardFormSubmission'])
  })

  it('refuses a disposable address, a weak password, a bad promo code and missing terms, naming each field', async () => {
    const disposable = await postJson('/api/sign-up', signUp({ email: 'someone@mailinator.com' }), nextClient())
    expect(disposable.status).toBe(400)
    expect(((await disposable.json()) as ApiErrorBody).error.fields?.[0].path).toBe('email')

    const weak = await postJson('/api/sign-up', signUp({ password: 'short', promoCode: 'no way', terms: false }), nextClient())
    expect(weak.status).toBe(400)
    const paths = ((await weak.json()) as ApiErrorBody).error.fields?.map((f) => f.path).sort()
    expect(paths).toEqual(['password', 'promoCode', 'terms'])
  })

  it('answers 409 when the e-mail already has an account, and 503 (attempt kept) when the portal is down', async () => {
    const taken = await postJson('/api/sign-up', signUp({ email: `${unique('taken')}@example.com` }), nextClient())
    expect(taken.status).toBe(409)

    await setPortal('fail')
    try {
      const body = signUp({ promoCode: 'spring-25' })
      const down = await postJson('/api/sign-up', body, nextClient())
      expect(down.status).toBe(503)
      const [attempt] = await attemptsFor(body.email)
      expect(attempt).toMatchObject({ status: 'failed', promoCode: 'SPRING-25' })
      expect(attempt.portalError).toContain('500')
    } finally {
      await setPortal('ok')
    }
  })
})
