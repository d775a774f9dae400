/**
 * Outside services failing: the marketing form service and the e-mail relay
 * are unreachable while visitors submit; every submission is kept, and once
 * the services are back each is delivered exactly once (counted at the fakes).
 */
import { describe, expect, it } from 'vitest'

import { localApi, nextClient, postJson, runWorker, unique } from './helpers'

const fakes = process.env.FAKE_SERVICES_URL as string
// Port 9 (discard) is closed here: connections are refused, as when a service is down.
const DOWN = { MARKETING_FORMS_URL: 'http://127.0.0.1:9/marketing/forms', SMTP_PORT: '9' }

async function jobFor(field: 'submission' | 'report', id: number): Promise<number> {
  const jobs = await (await localApi()).find({ collection: 'payload-jobs', where: { [`input.${field}`]: { equals: id } }, depth: 0 })
  expect(jobs.docs).toHaveLength(1)
  return jobs.docs[0].id
}

describe('the marketing and e-mail services failing', () => {
  it('keeps every submission and delivers each once they recover', { timeout: 240_000 }, async () => {
    const payload = await localApi()
    const run = unique('outage')
    const emails = [1, 2, 3].map((n) => `${run}-${n}@example.com`)
    const resources = [1, 2].map((n) => `${run} +1 555 01${n}0`)

    const submissions: number[] = []
    for (const email of emails) {
      const response = await postJson(
        '/api/forms/contact-sales',
        { firstName: 'Ada', lastName: 'Lovelace', email, company: 'Outage Ltd', message: 'Call me back', pageUri: 'http://localhost/contact-us' },
        nextClient(),
      )
      expect(response.status).toBe(201)
      submissions.push(((await response.json()) as { id: number }).id)
    }
    const reports: number[] = []
    for (const resource of resources) {
      const response = await postJson(
        '/api/report-abuse',
        {
          reporterName: 'Dana',
          reporterEmail: 'dana@example.com',
          resource,
          abuseType: 'robocalls',
          description: 'Automated calls claiming to be my bank.',
          evidenceLinks: [],
          captchaToken: 'pass-abuse',
        },
        nextClient(),
      )
      expect(response.status).toBe(201)
      const stored = await payload.find({ collection: 'abuse-reports', where: { resource: { equals: resource } }, depth: 0 })
      expect(stored.docs).toHaveLength(1)
      reports.push(stored.docs[0].id)
    }
    const jobs = [...(await Promise.all(submissions.map((id) => jobFor('submission', id)))), ...(await Promise.all(reports.map((id) => jobFor('report', id))))]

    // Both services down: every delivery fails, every record stays with its error.
    const failed = await runWorker([`--job=${jobs.join(',')}`], DOWN)
    expect(failed.code, failed.output).toBe(0)
    for (const id of submissions) {
      const row = await payload.findByID({ collection: 'form-submissions', id, depth: 0 })
      expect(row.forwardedAt).toBeFalsy()
      expect(row.lastError).toBeTruthy()
    }
    for (const id of reports) {
      const row = await payload.findByID({ collection: 'abuse-reports', id, depth: 0 })
      expect(row.notifiedAt).toBeFalsy()
      expect(row.lastError).toBeTruthy()
    }

    // Back up: wait out the queue's backoff, then the same jobs deliver.
    const queued = await payload.find({ collection: 'payload-jobs', where: { id: { in: jobs } }, depth: 0 })
    expect(queued.docs).toHaveLength(jobs.length)
    const due = Math.max(...queued.docs.map((job) => (job.waitUntil ? new Date(job.waitUntil).getTime() : 0)))
    await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now() + 50)))
    const recovered = await runWorker([`--job=${jobs.join(',')}`])
    expect(recovered.code, recovered.output).toBe(0)

    const forwarded = await payload.find({
      collection: 'form-submissions',
      where: { and: [{ id: { in: submissions } }, { forwardedAt: { exists: true } }] },
      depth: 0,
    })
    expect(forwarded.totalDocs).toBe(emails.length)
    const notified = await payload.find({ collection: 'abuse-reports', where: { and: [{ id: { in: reports } }, { notifiedAt: { exists: true } }] }, depth: 0 })
    expect(notified.totalDocs).toBe(resources.length)

    // Counted at the services: each submission arrived exactly once, each report mailed exactly once.
    const log = (await (await fetch(`${fakes}/__log?path=/marketing/forms/1234567/contact-sales-guid`)).json()) as { body: string }[]
    for (const email of emails)
      expect(
        log.filter((entry) => entry.body.includes(email)),
        email,
      ).toHaveLength(1)
    const mail = (await (await fetch(`${fakes}/__mail`)).json()) as { data: string }[]
    for (const resource of resources)
      expect(
        mail.filter((m) => m.data.includes(resource)),
        resource,
      ).toHaveLength(1)
  })
})
