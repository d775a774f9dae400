import { expect, test, type Page, type Request } from '@playwright/test'

import { seriousViolations } from './axe'

/** The fake analytics service (tests/fakes/services.ts) started by scripts/test.ts. */
const fakes = process.env.FAKE_SERVICES_URL ?? 'http://127.0.0.1:3199'

type SegmentEvent = {
  type: string
  event?: string
  anonymousId: string
  properties: Record<string, unknown>
  integrations: Record<string, unknown>
  context: { campaign?: Record<string, string>; page?: Record<string, unknown> }
}

const setMode = (mode: Record<string, unknown>) => fetch(`${fakes}/__mode`, { method: 'POST', body: JSON.stringify(mode) })

/** Resolves with the events of the next batch the analytics library sends (it flushes after 5 s or on page hide). */
const nextBatch = (page: Page, timeout = 15_000) =>
  page
    .waitForRequest((request: Request) => request.url().startsWith(`${fakes}/segment/v1/b`) && request.method() === 'POST', { timeout })
    .then((request) => (JSON.parse(request.postData() ?? '{}') as { batch: SegmentEvent[] }).batch)

/** The first event matching `match` in the batches sent from now on. */
const nextEvent = (page: Page, match: (event: SegmentEvent) => boolean, timeout = 15_000) =>
  new Promise<SegmentEvent>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no matching analytics event')), timeout)
    page.on('request', (request) => {
      if (!request.url().startsWith(`${fakes}/segment/v1/b`)) return
      const found = (JSON.parse(request.postData() ?? '{}') as { batch?: SegmentEvent[] }).batch?.find(match)
      if (!found) return
      clearTimeout(timer)
      resolve(found)
    })
  })

const anonymousIdOf = async (page: Page) => {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ajs_anonymous_id')
  // Written JSON-quoted by the site, plain by the analytics library: the same id either way.
  return decodeURIComponent(cookie?.value ?? '').replace(/^"|"$/g, '')
}

test.describe('the analytics library (fake CDN and API on 127.0.0.1)', () => {
  test.describe.configure({ mode: 'serial' })
  test.afterEach(async () => {
    await setMode({ segmentDelayMs: 0 })
  })

  test('events raised before the library has loaded are delivered after, with destinations restricted without consent', async ({ page }) => {
    await setMode({ segmentDelayMs: 1500 })
    const fallback: string[] = []
    page.on('request', (request) => request.url().includes('/api/s/') && fallback.push(request.url()))
    const batch = nextBatch(page)
    const settings = page.waitForResponse((response) => response.url().includes('/segment-cdn/'))
    const started = Date.now()
    await page.goto('/pricing/messaging?utm_campaign=winter&utm_source=ads')
    await settings
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400)

    const events = await batch
    const view = events.find((e) => e.type === 'page')
    expect(view?.properties).toMatchObject({ path: '/pricing/messaging', search: '?utm_campaign=winter&utm_source=ads' })
    expect(view?.anonymousId).toBe(await anonymousIdOf(page))
    expect(view?.context.campaign).toMatchObject({ name: 'winter', source: 'ads' })
    // Necessary cookies only: one analytics warehouse, nothing else; the marketing and ad destinations off.
    expect(view?.integrations).toMatchObject({ All: false, Warehouses: { warehouses: ['analytics'] }, HubSpot: false, 'Google Ads': false, FullStory: false })
    expect(fallback).toEqual([])
  })

  test('accepting cookies in the banner turns the warehouses on for the next events, without a reload; ads and marketing stay off', async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    const page = await context.newPage()
    await page.goto('/products/voice-api')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect(banner).toBeVisible()
    expect(await seriousViolations(page, '.consent-banner')).toEqual([])

    await banner.getByRole('button', { name: 'Accept all' }).click()
    await expect(banner).toBeHidden()
    const link = page.getByRole('contentinfo').getByRole('link').first()
    const target = new URL((await link.getAttribute('href')) ?? '/', 'http://site').pathname
    const view = nextEvent(page, (e) => e.type === 'page' && e.properties.path === target)
    // A client-side navigation: the same document, so the consent change applied without a reload.
    await link.click()
    expect((await view).integrations).toMatchObject({ All: true, Warehouses: { warehouses: ['all'] }, HubSpot: false, 'Google Ads': false })
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === 'OptanonAlertBoxClosed')?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600)
    expect(decodeURIComponent(cookies.find((c) => c.name === 'OptanonConsent')?.value ?? '')).toContain('performance:1')
    await context.close()
  })
  test('the visit referrer (from ?referrer=) goes with the first and every later page view; with consent the session recording is on, ads and marketing off', async ({
    browser,
    baseURL,
  }) => {
    const accepted = [
      { name: 'OptanonAlertBoxClosed', value: encodeURIComponent(new Date().toISOString()) },
      { name: 'OptanonConsent', value: encodeURIComponent('groups=necessary:1,performance:1,functional:1,targeting:1') },
    ].map((cookie) => ({
      ...cookie,
      domain: new URL(baseURL ?? 'http://localhost').hostname,
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    }))
    // A browser's own user agent: headless Chromium announces itself and is (rightly) never recorded.
    const context = await browser.newContext({
      storageState: { cookies: accepted, origins: [] },
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    })
    const page = await context.newPage()
    const referrer = 'https://partner.example/launch-post'
    const first = nextEvent(page, (e) => e.type === 'page' && e.properties.path === '/pricing/messaging')
    // Arriving from a search page too: the address's ?referrer= wins over the document's.
    await page.goto(`/pricing/messaging?referrer=${encodeURIComponent(referrer)}`, { referer: 'https://search.example/results' })
    const landing = await first
    expect(landing.properties.referrer).toBe(referrer)
    expect(landing.context.page?.referrer).toBe(referrer)
    expect(landing.integrations).toMatchObject({
      All: true,
      Warehouses: { warehouses: ['all'] },
      FullStory: true,
      HubSpot: false,
      'Google Ads': false,
      'Facebook Pixel': false,
    })

    // A client-side navigation: the same document, whose document.referrer still names the search page.
    const link = page.getByRole('contentinfo').getByRole('link').first()
    const target = new URL((await link.getAttribute('href')) ?? '/', 'http://site').pathname
    const next = nextEvent(page, (e) => e.type === 'page' && e.properties.path === target)
    await link.click()
    expect((await next).properties.referrer).toBe(referrer)

    // A new document later in the visit, with no referrer of its own: the visit's is kept (session storage).
    const later = nextEvent(page, (e) => e.type === 'page' && e.properties.path === '/products/voice-api')
    await page.goto('/products/voice-api')
    expect((await later).properties.referrer).toBe(referrer)
    await context.close()
  })
})

test.describe('the consent banner and preferences', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('the banner is in the first paint for a visitor who has not chosen, its buttons waiting for the script; never for one who has, nor without JavaScript', async ({
    browser,
    baseURL,
  }) => {
    const decided = ['OptanonAlertBoxClosed', 'OptanonConsent'].map((name) => ({
      name,
      value: encodeURIComponent(name === 'OptanonConsent' ? 'groups=necessary:1,performance:0,functional:0,targeting:0' : new Date().toISOString()),
      url: baseURL ?? '',
    }))
    for (const [cookies, javaScriptEnabled, shown] of [
      [[], true, true],
      [decided, true, false],
      [[], false, false],
    ] as const) {
      const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, javaScriptEnabled })
      await context.addCookies([...cookies])
      const page = await context.newPage()
      // The site's scripts never arrive, so the page stays as it is painted before hydration.
      await page.route('**/_next/static/**/*.js', (route) => route.abort())
      await page.goto('/')
      await expect(page.locator('section.consent-banner')).toHaveCount(1)
      const banner = page.getByRole('region', { name: 'Cookie consent' })
      if (shown) {
        await expect(banner).toBeVisible()
        for (const name of ['Customise', 'Reject all', 'Accept all', 'Close cookie banner']) {
          const button = banner.getByRole('button', { name })
          await expect(button).toBeDisabled()
          // Shown as it will be in a moment, not dimmed.
          expect(await button.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
        }
      } else await expect(banner).toBeHidden()
      await context.close()
    }
  })

  test('a banner only part of which has arrived is not shown: a page painted before all of it is parsed does not grow it in the next frame', async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    const page = await context.newPage()
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
    // The document as the browser has it while the rest is still on its way: cut inside the banner's text.
    let cut = ''
    await page.route('**/pricing', async (route) => {
      const html = await (await route.fetch()).text()
      const at = html.indexOf('<p>', html.indexOf('class="consent-banner'))
      expect(at).toBeGreaterThan(0)
      cut = html.slice(0, at + 20)
      await route.fulfill({ body: cut, contentType: 'text/html' })
    })
    await page.goto('/pricing')
    await expect(page.locator('section.consent-banner')).toHaveCount(1)
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-consent-ask'))).toBe(false)
    // The whole page, as a check on the cut: the same visitor sees the banner.
    await page.unroute('**/pricing')
    await page.goto('/pricing')
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
    expect(cut.length).toBeGreaterThan(1000)
    await context.close()
  })

  test('reject all hides the banner for good and records only necessary cookies', async ({ page, context }) => {
    await page.goto('/')
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Reject all' }).click()
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
    expect(decodeURIComponent((await context.cookies()).find((c) => c.name === 'OptanonConsent')?.value ?? '')).toContain(
      'groups=necessary:1,performance:0,functional:0,targeting:0',
    )
    await page.reload()
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
  })

  test('the preferences dialog works from the keyboard, saves a custom choice and gives focus back', async ({ page, context }) => {
    await page.goto('/')
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Reject all' }).click()
    const reopen = page.getByRole('button', { name: 'Cookie preferences' })
    await reopen.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('checkbox', { name: /Strictly necessary/ })).toBeDisabled()
    await expect(dialog.getByRole('checkbox', { name: /Performance/ })).not.toBeChecked()

    // Escape leaves without changing anything.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(reopen).toBeFocused()

    // Reopened before the dialog's close event (queued by the browser as a separate task) arrives:
    // the dialog still opens. Under load Chromium handles input ahead of that task.
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await page.evaluate(() => {
      document.querySelector('dialog')?.close()
      document.querySelector<HTMLElement>('[data-cookie-preferences]')?.click()
    })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('checkbox', { name: /Functional/ }).check()
    await dialog.getByRole('button', { name: 'Save choices' }).click()
    await expect(dialog).toBeHidden()
    await expect(reopen).toBeFocused()
    expect(decodeURIComponent((await context.cookies()).find((c) => c.name === 'OptanonConsent')?.value ?? '')).toContain(
      'performance:0,functional:1,targeting:0',
    )
  })
})
