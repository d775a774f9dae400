import { expect, test, type Page, type Request } from '@playwright/test'

type PageView = { path: string; title: string; acceptedCookies: boolean; campaign: Record<string, string>; clientAnonymousId: string }

const nextPageView = (page: Page) => page.waitForRequest((request: Request) => request.url().includes('/api/s/p') && request.method() === 'POST')

test('when the analytics library cannot load, page views go to /api/s/p, and the campaign persists across pages', async ({ page, context }) => {
  // The test site has a (fake) analytics key: its settings CDN unreachable is the same fallback as no key.
  await page.route('**/segment-cdn/**', (route) => route.abort())
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  const first = nextPageView(page)
  await page.goto('/pricing/messaging?utm_source=newsletter&utm_campaign=spring&utm_medium=email')
  const request = await first
  expect(new URL(request.url()).search).toBe('?utm_source=newsletter&utm_campaign=spring&utm_medium=email')
  const body = request.postDataJSON() as PageView
  expect(body).toMatchObject({ path: '/pricing/messaging', acceptedCookies: false, campaign: { name: 'spring', source: 'newsletter', medium: 'email' } })
  expect(body.title).toContain('Messaging')
  expect(body.clientAnonymousId).toMatch(/^[0-9a-f-]{36}$/)
  expect((await (await request.response())?.status()) ?? 0).toBe(202)

  const cookie = (await context.cookies()).find((c) => c.name === 'ajs_anonymous_id')
  expect(cookie?.sameSite).toBe('Lax')
  // Asked for three years; Chromium caps cookies at 400 days (each visit renews it).
  expect(cookie && cookie.expires - Date.now() / 1000).toBeGreaterThan(399 * 24 * 3600)

  // A later page without utm parameters keeps the stored campaign and the same anonymous id.
  const second = nextPageView(page)
  await page.goto('/products/voice-api')
  const next = (await second).postDataJSON() as PageView
  expect(next).toMatchObject({
    path: '/products/voice-api',
    campaign: { name: 'spring', source: 'newsletter', medium: 'email' },
    clientAnonymousId: body.clientAnonymousId,
  })
  expect(errors.some((text) => text.includes('failed to load analytics'))).toBe(true)
})
