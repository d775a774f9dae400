import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { seriousViolations } from './axe'
import { hydrated } from './hydration'

/** GET /api/use-cases's answer, as much of it as the cards show. */
type Answer = { docs: { title: string; path: string; industry: string | null; products: string[] }[]; totalDocs: number; totalPages: number }

/** The API's answer for a filter, with the page size the seeded block asks for (12). */
async function apiAnswer(request: APIRequestContext, query = ''): Promise<Answer> {
  const response = await request.get(`/api/use-cases?${query}${query ? '&' : ''}limit=12`)
  expect(response.status()).toBe(200)
  return (await response.json()) as Answer
}

const countText = (count: number) => `${count} ${count === 1 ? 'use case' : 'use cases'}`

/** The list on /use-cases (the seed's Use cases block), its count and its cards' titles. */
function useCaseList(page: Page) {
  const list = page.locator('[data-block="use-case-list"]')
  return {
    list,
    status: list.getByRole('status'),
    titles: list.locator('.card-grid > li h3'),
    industry: list.getByRole('combobox', { name: 'Industry' }),
    product: list.getByRole('combobox', { name: 'Product' }),
    words: list.getByRole('searchbox', { name: 'Search use cases' }),
  }
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  expect(box, 'laid out').not.toBeNull()
  return box!
}

test('a visitor filters use cases by industry; the address keeps the filter across a reload and the cards are the API’s answer', async ({ page, request }) => {
  const all = await apiAnswer(request)
  const healthcare = await apiAnswer(request, 'industry=healthcare')
  // The seed files Appointment Reminders under healthcare and Two-Factor Authentication under finance.
  expect(healthcare.totalDocs).toBeGreaterThan(0)
  expect(healthcare.totalDocs).toBeLessThan(all.totalDocs)

  await page.goto('/use-cases')
  const { list, status, titles, industry } = useCaseList(page)
  // Every published use case, server-rendered: the page needs no script to list them.
  await expect(status).toHaveText(countText(all.totalDocs))
  await expect(titles).toHaveText(all.docs.map((doc) => doc.title))

  await hydrated(industry)
  await industry.selectOption({ label: 'Healthcare' })
  await expect(page).toHaveURL(/\/use-cases\?industry=healthcare$/)
  await expect(status).toHaveText(countText(healthcare.totalDocs))
  await expect(titles).toHaveText(healthcare.docs.map((doc) => doc.title))
  // Each card names its industry above its title, and links to its page.
  await expect(list.locator('.card-grid > li > p:first-child')).toHaveText(healthcare.docs.map(() => 'Healthcare'))
  for (const doc of healthcare.docs) await expect(list.getByRole('link', { name: doc.title, exact: true })).toHaveAttribute('href', doc.path)

  await page.reload()
  await expect(useCaseList(page).industry).toHaveValue('healthcare')
  await expect(status).toHaveText(countText(healthcare.totalDocs))
  await expect(titles).toHaveText(healthcare.docs.map((doc) => doc.title))
  expect(await seriousViolations(page, '[data-block="use-case-list"]')).toEqual([])
})

test('words and product narrow the list by keyboard; "Clear filters" brings every use case back', async ({ page, request }) => {
  const all = await apiAnswer(request)
  const passcodes = await apiAnswer(request, 'q=passcodes')
  expect(passcodes.docs.map((doc) => doc.title)).toContain('Two-Factor Authentication')

  await page.goto('/use-cases')
  const { list, status, titles, industry, product, words } = useCaseList(page)
  await hydrated(words)
  // Industry, product, then the search box, in the tab order; Enter searches at once.
  await industry.focus()
  await page.keyboard.press('Tab')
  await expect(product).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(words).toBeFocused()
  await page.keyboard.type('passcodes')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\?q=passcodes$/)
  await expect(status).toHaveText(countText(passcodes.totalDocs))
  await expect(titles).toHaveText(passcodes.docs.map((doc) => doc.title))

  // A product no such use case is filed under: nothing matches, and one button clears every filter.
  await product.selectOption('voice-api')
  await expect(page).toHaveURL(/\?product=voice-api&q=passcodes$/)
  const none = await apiAnswer(request, 'product=voice-api&q=passcodes')
  expect(none.totalDocs).toBe(0)
  await expect(list.getByText('No use case matches these filters.')).toBeVisible()
  await expect(status).toHaveText('0 use cases')
  await list.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(/\/use-cases$/)
  await expect(status).toHaveText(countText(all.totalDocs))
  await expect(titles).toHaveText(all.docs.map((doc) => doc.title))
  await expect(words).toHaveValue('')
  await expect(industry).toBeFocused()
})

test('a shared filtered address opens filtered, and back from another page returns to it', async ({ page, request }) => {
  const lookup = await apiAnswer(request, 'product=number-lookup')
  expect(lookup.totalDocs).toBeGreaterThan(0)

  await page.goto('/use-cases?product=number-lookup')
  const { status, titles, product } = useCaseList(page)
  await expect(product).toHaveValue('number-lookup')
  await expect(status).toHaveText(countText(lookup.totalDocs))
  await expect(titles).toHaveText(lookup.docs.map((doc) => doc.title))

  await page.getByRole('link', { name: lookup.docs[0].title, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${lookup.docs[0].path}$`))
  await page.goBack()
  await expect(page).toHaveURL(/\/use-cases\?product=number-lookup$/)
  await expect(product).toHaveValue('number-lookup')
  await expect(titles).toHaveText(lookup.docs.map((doc) => doc.title))
})

test('the filters and cards sit side by side at 1440 px, one to a row at 390 px, and the page never scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/use-cases')
  const { titles, industry, product, words, list } = useCaseList(page)
  const cards = list.locator('.card-grid > li')
  await expect(titles.first()).toBeVisible()
  expect(await cards.count()).toBeGreaterThanOrEqual(2)

  let [first, second] = [await boxOf(cards.nth(0)), await boxOf(cards.nth(1))]
  expect(Math.abs(second.y - first.y)).toBeLessThanOrEqual(1)
  expect(second.x).toBeGreaterThan(first.x + first.width)
  // The three filters in one row (their bottoms aligned).
  const controls = [await boxOf(industry), await boxOf(product), await boxOf(words)]
  for (const box of controls) expect(Math.abs(box.y + box.height - (controls[0].y + controls[0].height))).toBeLessThanOrEqual(2)
  expect(controls[1].x).toBeGreaterThan(controls[0].x + controls[0].width)

  await page.setViewportSize({ width: 390, height: 844 })
  ;[first, second] = [await boxOf(cards.nth(0)), await boxOf(cards.nth(1))]
  expect(Math.abs(second.x - first.x)).toBeLessThanOrEqual(1)
  expect(second.y).toBeGreaterThanOrEqual(first.y + first.height)
  const [industryBox, wordsBox] = [await boxOf(industry), await boxOf(words)]
  expect(wordsBox.y).toBeGreaterThan(industryBox.y)
  for (const box of [first, industryBox, wordsBox]) expect(box.x + box.width).toBeLessThanOrEqual(390)
  const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
  expect(width.scroll, 'page width').toBeLessThanOrEqual(width.client)
  expect(await seriousViolations(page, '[data-block="use-case-list"]')).toEqual([])
})
