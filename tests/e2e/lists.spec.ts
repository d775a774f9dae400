import { expect, test } from '@playwright/test'

import { seriousViolations } from './axe'

test('customer stories filter by industry and product, and the filter survives a reload', async ({ page }) => {
  await page.goto('/customer-stories')
  const list = page.locator('[data-block="story-list"]')
  const status = list.getByRole('status')
  await expect(status).toHaveText(/^\d+ stories$/)
  const cards = list.locator('.card-grid > li')
  const total = await cards.count()
  expect(total).toBeGreaterThan(3)

  await expect(async () => {
    await list.getByLabel('Industry').selectOption('Healthcare')
    await expect(status).toHaveText(new RegExp(`^\\d+ of ${total} stories$`), { timeout: 1000 })
  }).toPass()
  for (const eyebrow of await cards.locator('p:first-of-type').allTextContents()) expect(eyebrow).toBe('Healthcare')
  expect(page.url()).toContain('industry=Healthcare')

  await page.reload()
  await expect(list.getByLabel('Industry')).toHaveValue('Healthcare')
  await list.getByLabel('Product').selectOption({ label: 'IoT SIM Card' })
  await expect(list.getByText('No stories match both filters.')).toBeVisible()
  await list.getByRole('button', { name: 'Show every story' }).click()
  await expect(status).toHaveText(`${total} stories`)
  expect(await seriousViolations(page, '[data-block="story-list"]')).toEqual([])
})

test('resources filter by category and search words; a shared address restores the filter', async ({ page }) => {
  await page.goto('/resources')
  const browser = page.locator('[data-block="page-list"]')
  const status = browser.getByRole('status')
  await expect(async () => {
    await browser.getByRole('button', { name: 'IoT', exact: true }).click()
    await expect(browser.getByRole('button', { name: 'IoT', exact: true })).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 })
  }).toPass()
  await expect(status).toHaveText('3 articles')
  await expect(browser.locator('.card-grid > li p:first-of-type span')).toHaveText(['IoT', 'IoT', 'IoT'])
  // The static pagination belongs to the unfiltered list.
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0)

  await browser.getByRole('searchbox', { name: 'Search articles' }).fill('battery life')
  await browser.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(status).toHaveText('1 article matching “battery life”')
  await expect(browser.getByRole('link', { name: /LTE-M|NB-IoT/ })).toBeVisible()
  expect(new URL(page.url()).searchParams.get('category')).toBe('iot')

  await page.goto('/resources?q=zzzz-nothing')
  await expect(status).toHaveText('0 articles matching “zzzz-nothing”')
  await browser.getByRole('button', { name: 'show every article' }).click()
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible()
  await expect(browser.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true')

  // Nine per page: "Show more" appends the next page of a broad search.
  await page.goto('/resources?q=a')
  await expect(status).toHaveText(/^\d+ articles matching “a”$/)
  await expect(browser.locator('.card-grid > li')).toHaveCount(9)
  await browser.getByRole('button', { name: 'Show more articles' }).click()
  await expect(browser.locator('.card-grid > li')).toHaveCount(18)
  expect(await seriousViolations(page, '[data-block="page-list"]')).toEqual([])
})
