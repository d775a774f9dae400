import { describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '@/api/errors'

import { localApi, nextClient, postJson, runWorker, unique } from './helpers'

const fakes = process.env.FAKE_SERVICES_URL as string

const report = (overrides: Record<string, unknown> = {}) => ({
  reporterName: 'Dana Reporter',
  reporterEmail: 'dana@example.com',
  resource: `+1 555 01${Math.floor(Math.random() * 90 + 10)}`,
  abuseType: 'robocalls',
  description: 'Three automated calls a day claiming to be my bank, asking for card numbers.',
  evidenceLinks: ['https://example.com/call-log.png'],
  captchaToken: 'pass-abuse',
  ...overrides,
})

async function reportsFor(resource: string) {
  return (await (await localApi()).find({ collection: 'abuse-reports', where: { resource: { equals: resource } }, depth: 0 })).docs
}

describe('POST /api/report-abuse', () => {
  it('stores the report, answers a reference, and the worker e-mails the abuse desk', { timeout: 60_000 }, async () => {
    const resource = unique('+1 555 0100 ref')
    const response = await postJson('/api/report-abuse', report({ resource }), nextClient())
    expect(response.status).toBe(201)
    const body = (await response.json()) as { received: boolean; reference: string }
    expect(body.reference).toMatch(/^ABUSE-\d{6}$/)
    const [stored] = await reportsFor(resource)
    expect(stored).toMatchObject({
      abuseType: 'robocalls',
      status: 'new',
      evidenceLinks: [expect.objectContaining({ url: 'https://example.com/call-log.png' })],
    })

    const payload = await localApi()
    const job = (await payload.find({ collection: 'payload-jobs', where: { 'input.report': { equals: stored.id } }, depth: 0 })).docs[0]
    const run = await runWorker([`--job=${job.id}`])
    expect(run.code, run.output).toBe(0)
    expect((await reportsFor(resource))[0].notifiedAt, run.output).toBeTruthy()
    const mail = (await (await fetch(`${fakes}/__mail`)).json()) as { to: string[]; data: string }[]
    const sent = mail.find((m) => m.data.includes(body.reference))
    expect(sent?.to).toEqual(['abuse-desk@ostra.test'])
    expect(sent?.data).toContain(resource)
  })

  it('refuses a failed or missing captcha, storing nothing', async () => {
    const resource = unique('+1 555 0101 captcha')
    for (const captchaToken of ['forged-token', undefined]) {
      const response = await postJson('/api/report-abuse', report({ resource, captchaToken }), nextClient())
      expect(response.status).toBe(400)
      expect(((await response.json()) as ApiErrorBody).error).toMatchObject({ code: 'captcha_failed', fields: [{ path: 'captchaToken' }] })
    }
    expect(await reportsFor(resource)).toHaveLength(0)
  })

  it('answers 503 when the captcha service is down, storing nothing', async () => {
    const resource = unique('+1 555 0102 down')
    const response = await postJson('/api/report-abuse', report({ resource, captchaToken: 'down' }), nextClient())
    expect(response.status).toBe(503)
    expect(await reportsFor(resource)).toHaveLength(0)
  })

  it('names every invalid field', async () => {
    const response = await postJson(
      '/api/report-abuse',
      report({ reporterEmail: 'nope', abuseType: 'annoying', description: 'too short', evidenceLinks: ['javascript:alert(1)'] }),
      nextClient(),
    )
    expect(response.status).toBe(400)
    const fields = ((await response.json()) as ApiErrorBody).error.fields?.map((f) => f.path).sort()
    expect(fields).toEqual(['abuseType', 'description', 'evidenceLinks.0', 'reporterEmail'])
  })
})
