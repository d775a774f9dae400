/** Pages that lead somewhere and data from one source (issue 17): the 404 search, articles, rates, sign-up notice, menus. */
import { expect, test } from '@playwright/test'

import { seriousViolations } from './axe'

test.describe('the 404 page', () => {
  // The search is a plain form: it must work with no script at all.
  test.use({ javaScriptEnabled: false })

  test('answers 404 with a search over the site’s pages and links to popular pages that exist', async ({ page, request }) => {
    const response = await page.goto('/pricing/no-such-plan')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page')

    const suggestions = page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link')
    expect(await suggestions.count()).toBeGreaterThanOrEqual(4)
    for (const href of await suggestions.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
      expect((await request.get(href)).status(), href).toBe(200)
    }

    const search = page.getByRole('search')
    await search.getByRole('searchbox', { name: 'Search the site' }).fill('sip pricing')
    await search.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\?q=sip\+pricing$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “sip pricing”')
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('link')
    await expect(results.first()).toHaveAttribute('href', '/pricing/elastic-sip')
    await expect(page.getByRole('status')).toHaveText(/^\d+ pages? found$/)
  })

  test('a search that finds nothing says so and offers the popular pages', async ({ page }) => {
    const response = await page.goto('/search?q=zzzz+qqqq')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('status')).toHaveText('No pages match “zzzz qqqq”. Try fewer or other words.')
    await expect(page.getByRole('navigation', { name: 'Popular pages' })).toBeVisible()
  })
})

test('the 404 page and the search results pass axe', async ({ page }) => {
  await page.goto('/no-such-page')
  expect(await seriousViolations(page, 'main')).toEqual([])
  await page.goto('/search?q=pricing')
  expect(await seriousViolations(page, 'main')).toEqual([])
})

test.describe('an article', () => {
  test('has a hero picture, its author, a table of contents that leads to its sections, and related articles', async ({ page }) => {
    await page.goto('/resources/voice-ai-latency-budget')
    // The band the article opens with: the innermost element holding its headline and a picture.
    const hero = page
      .locator('div')
      .filter({ has: page.getByRole('heading', { level: 1 }) })
      .filter({ has: page.locator('img') })
      .last()
    const picture = hero.locator('img').first()
    await expect(picture).toBeVisible()
    expect(await picture.getAttribute('alt')).toBeTruthy()

    const toc = page.getByRole('navigation', { name: 'On this page' })
    const entries = toc.getByRole('link')
    await expect(entries).toHaveText(['End-of-turn detection', 'Time to first token and first audio', 'Network distance'])
    await entries.nth(2).click()
    await expect(page).toHaveURL(/#network-distance$/)
    const target = page.locator('#network-distance')
    await expect(target).toHaveText('Network distance')
    await expect(target).toBeInViewport()
    await expect(page.getByRole('complementary', { name: 'About this article' }).locator('p').first()).toHaveText(
      /^By Maya Lindqvist · November 12, 2026 · \d+ min read$/,
    )
    // Search engines get the writer too.
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(ld.some((text) => text.includes('"author":{"@type":"Person","name":"Maya Lindqvist"}'))).toBe(true)

    const related = page.getByRole('region', { name: 'Related articles' })
    const cards = related.getByRole('listitem')
    const links = cards.locator('h3 a')
    await expect(links).toHaveCount(3)
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
    expect(hrefs).not.toContain('/resources/voice-ai-latency-budget')
    for (const href of hrefs) expect(href).toMatch(/^\/resources\/[a-z0-9-]+$/)
    // The same category first: the other AI articles.
    await expect(cards.first().locator('p span').first()).toHaveText('Voice AI & inference')
    await expect(related.getByRole('link', { name: 'All resources' })).toHaveAttribute('href', '/resources')
    expect(await seriousViolations(page, 'main')).toEqual([])
  })

  test('listing pages end with sections that link on', async ({ page, request }) => {
    for (const path of ['/resources', '/customer-stories']) {
      await page.goto(path)
      const links = page.locator('main .section[id^="section-"] a')
      await expect(links, path).toHaveCount(3)
      for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!))) {
        expect((await request.get(href)).status(), href).toBe(200)
      }
    }
  })
})

test('the messaging page prices a US message the same in its table and in the rates by country, and nothing reads $0', async ({ page }) => {
  await page.goto('/pricing/messaging')
  const summary = page.locator('[data-block="pricing-table"] > .table-scroll').first()
  const summaryPrice = await summary
    .getByRole('row', { name: /^Outbound SMS \(long code\), US/ })
    .getByRole('cell')
    .last()
    .textContent()
  const rates = page.getByTestId('country-rates')
  await rates.getByRole('searchbox', { name: 'Search rates' }).fill('outbound sms long')
  await expect(
    rates
      .getByRole('row', { name: /^Outbound SMS \(long code\)/ })
      .getByRole('cell')
      .last(),
  ).toHaveText(summaryPrice!)
  await expect(rates.getByRole('row', { name: /^Carrier fee, outbound sms \(long code\)/ })).toHaveCount(1)
  expect(await page.locator('main').textContent()).not.toMatch(/\$0\.0+(?!\d)/)
})

test('the sign-up form shows the company notice for a known company domain', async ({ page }) => {
  await page.goto('/sign-up')
  const email = page.getByRole('textbox', { name: 'Work e-mail' })
  await expect(async () => {
    await email.fill('jane@globex.com')
    await email.blur()
    await expect(page.getByText('Your company already uses Ostra.')).toBeVisible({ timeout: 2000 })
  }).toPass({ timeout: 15_000 })
  await expect(page.getByRole('link', { name: 'Sign in with your company account' })).toHaveAttribute('href', 'https://portal.ostra.com/sso/globex')
})

test('menus mark links that leave the site and show the call-to-action card’s picture', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  await page.locator('html[data-header-direction]').waitFor({ state: 'attached' })
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('button', { name: 'Developers' }).click()
  const docs = nav.getByRole('link', { name: /^Documentation/ })
  await expect(docs).toHaveAttribute('target', '_blank')
  await expect(docs.locator('svg')).toBeVisible()
  await expect(nav.getByRole('link', { name: /^Voice AI$/ }).locator('svg')).toHaveCount(0)

  await nav.getByRole('button', { name: 'Products' }).click()
  const card = nav.getByRole('complementary', { name: 'Build a voice AI agent in minutes' })
  const picture = card.locator('img')
  await expect(picture).toBeVisible()
  // Loaded (lazily, once the panel opens), not a broken address.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true)
})
