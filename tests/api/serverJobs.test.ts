/**
 * The README's start runs the jobs (issue 29): an app server started as production runs the jobs queue in its own
 * process from its start, at the default interval, with nothing else running: a page scheduled 5 s ahead is live
 * within 30 s, and a subscription's confirmation e-mail goes out. With JOBS_WORKER=external it leaves the queue
 * alone. Its start prints nothing that contradicts the README (no "output: standalone" warning), and without SMTP
 * exactly one line saying what that stops.
 */
import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startAppServer, type Started } from '../../scripts/servers'
import { eventually, localApi, nextClient, unique } from './helpers'

const fakes = process.env.FAKE_SERVICES_URL as string
const PORT = 3117
const EXTERNAL_PORT = 3118
const JOBS_LINE = 'this server runs the jobs queue every 15 s'
const SMTP_LINE = 'SMTP_HOST is not set'
const STANDALONE_WARNING = 'does not work with "output: standalone"'

const count = (text: string, part: string) => text.split(part).length - 1
/** Production as `npm start` makes it: its own secret, the default job interval (the tests' 1 s unset). */
const production = (port: number, extra: Record<string, string> = {}) =>
  startAppServer(port, {
    APP_ENV: 'production',
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: `http://127.0.0.1:${port}`,
    JOBS_INTERVAL_SECONDS: '',
    ...extra,
  })

describe('a production start (npm start)', () => {
  let server: Started
  const pages: number[] = []

  beforeAll(async () => {
    server = await production(PORT)
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
    const payload = await localApi()
    for (const id of pages) await payload.delete({ collection: 'pages', id })
  })

  it('starts the job runner with the server and prints no warning the README contradicts', async () => {
    expect(await eventually(async () => server.output().includes(JOBS_LINE), 30_000), server.output()).toBe(true)
    expect(server.output()).not.toContain(STANDALONE_WARNING)
    // SMTP is configured here (the fake relay): no word about it.
    expect(server.output()).not.toContain(SMTP_LINE)
    expect(server.output()).not.toContain('No email adapter provided')
  })

  it('publishes a page scheduled 5 s ahead within 30 s, at the default interval, with no worker running', { timeout: 60_000 }, async () => {
    const payload = await localApi()
    const slug = unique('self-run')
    const heading = `Published by the server itself ${slug}`
    const page = await payload.create({
      collection: 'pages',
      draft: true,
      data: { title: 'Scheduled by the server', family: 'products', slug, shell: 'full', _status: 'draft', layout: [{ blockType: 'hero', heading }] },
    })
    pages.push(page.id)
    const scheduledAt = Date.now()
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: new Date(scheduledAt + 5000),
    })
    // Asked for only once published, so no answer from before is in any cache.
    const published = await eventually(async () => (await payload.findByID({ collection: 'pages', id: page.id, depth: 0 }))._status === 'published', 30_000)
    expect(published, server.output()).toBe(true)
    const live = await eventually(async () => (await (await fetch(`${server.url}/products/${slug}`)).text()).includes(heading), 10_000)
    expect(live, server.output()).toBe(true)
    expect(Date.now() - scheduledAt).toBeLessThan(30_000)
  })

  it('sends a subscription’s confirmation e-mail', { timeout: 60_000 }, async () => {
    const email = `${unique('self-run')}@example.com`
    const subscribed = await fetch(`${server.url}/api/release-notes-subscription`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
      body: JSON.stringify({ email }),
    })
    expect(subscribed.status).toBeLessThan(300)
    const mailed = await eventually(async () => {
      const mailbox = (await (await fetch(`${fakes}/__mail`)).json()) as { to: string[] }[]
      return mailbox.some((mail) => mail.to.some((to) => to.includes(email)))
    }, 30_000)
    expect(mailed, server.output()).toBe(true)
  })
})

describe('a production start with JOBS_WORKER=external and no SMTP', () => {
  let server: Started
  beforeAll(async () => {
    server = await production(EXTERNAL_PORT, { JOBS_WORKER: 'external', SMTP_HOST: '' })
  }, 120_000)
  afterAll(() => server?.stop())

  it('leaves the queue to the workers and says once that no confirmation e-mail can go out', async () => {
    // Long enough for a job runner to have announced itself, had it started.
    await new Promise((resolve) => setTimeout(resolve, 5000))
    const output = server.output()
    expect(output).not.toContain(JOBS_LINE)
    expect(count(output, SMTP_LINE), output).toBe(1)
    expect(output).not.toContain('No email adapter provided')
    expect(output).not.toContain(STANDALONE_WARNING)
  })
})
