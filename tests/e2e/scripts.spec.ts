import { createHmac } from 'node:crypto'

import { expect, test, type BrowserContext, type Page } from '@playwright/test'

import { FAKE_INTERCOM_SECRET } from '../fakes/services'

const fakes = process.env.FAKE_SERVICES_URL ?? 'http://127.0.0.1:3199'
/** A person's browser: the headless default matches the bot pattern, which spares it session replay. */
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

const consentTo = (groups: string, host: string) =>
  ['OptanonAlertBoxClosed', 'OptanonConsent'].map((name) => ({
    name,
    value: name === 'OptanonConsent' ? `groups=${encodeURIComponent(groups)}` : encodeURIComponent(new Date().toISOString()),
    domain: host,
    path: '/',
  }))

const vendorCalls = (page: Page) => page.evaluate(() => (window as unknown as { __vendorCalls?: unknown[][] }).__vendorCalls ?? [])

async function withConsent(context: BrowserContext, baseURL: string, groups: string) {
  await context.addCookies(consentTo(groups, new URL(baseURL).hostname))
}

test('the fraud-detection script loads on /sign-up only', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => request.url().includes('/scripts/fraud.js') && requested.push(request.url()))
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(requested).toEqual([])
  await page.goto('/sign-up')
  await expect.poll(() => vendorCalls(page)).toContainEqual(['fraud', 'loaded'])
  expect(requested).toHaveLength(1)
})

test.describe('with every cookie group accepted', () => {
  test.use({ userAgent: PERSON })

  test('session replay starts with the anonymous id; the messaging widget gets the verified user; a failed script is reported', async ({
    page,
    context,
    baseURL,
  }) => {
    await withConsent(context, baseURL!, 'necessary:1,performance:1,functional:1,targeting:1')
    await context.addCookies([{ name: 'ajs_user_id', value: 'user-42', domain: new URL(baseURL!).hostname, path: '/' }])
    const before = ((await (await fetch(`${fakes}/__log?path=/api/1/envelope/`)).json()) as unknown[]).length
    await page.goto('/products/voice-api')

    await expect.poll(() => vendorCalls(page), { timeout: 10_000 }).toContainEqual(['replay', 'start'])
    const anonymousId = decodeURIComponent((await context.cookies()).find((c) => c.name === 'ajs_anonymous_id')?.value ?? '').replace(/^"|"$/g, '')
    const calls = await vendorCalls(page)
    expect(calls).toContainEqual(['replay', 'new', { projectKey: 'test-replay-project', ingestPoint: `${fakes}/replay/ingest` }])
    expect(calls).toContainEqual(['replay', 'anonymousId', anonymousId])
    await expect.poll(() => vendorCalls(page)).toContainEqual(['widget', 'loaded', { app_id: 'test-messaging-app' }])

    // The widget gets the server's signed id for this browser (its HttpOnly cookie), never the page's user id.
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'ostra_aid')).toBe(true)
    const signed = (await context.cookies()).find((c) => c.name === 'ostra_aid')?.value ?? ''
    const signedId = signed.slice(0, signed.lastIndexOf('.'))
    const userHash = createHmac('sha256', FAKE_INTERCOM_SECRET).update(signedId).digest('hex')
    await expect.poll(() => vendorCalls(page)).toContainEqual(['widget', 'update', { user_id: signedId, user_hash: userHash }])

    // The marketing-automation script is missing on the fake host: reported to error reporting with the catalogue's message.
    await expect
      .poll(
        async () => {
          const envelopes = (await (await fetch(`${fakes}/__log?path=/api/1/envelope/`)).json()) as { body: string }[]
          return envelopes.slice(before).some((e) => e.body.includes('marketing-automation script failed to load'))
        },
        { timeout: 15_000 },
      )
      .toBe(true)
  })
})

test('a bot with consent gets no session replay', async ({ page, context, baseURL }) => {
  await withConsent(context, baseURL!, 'necessary:1,performance:1,functional:0,targeting:0')
  const requested: string[] = []
  page.on('request', (request) => request.url().includes('/scripts/replay.js') && requested.push(request.url()))
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => navigator.userAgent)).toContain('HeadlessChrome')
  expect(requested).toEqual([])
})
