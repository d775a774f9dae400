import { expect, test } from '@playwright/test'

import { seriousViolations } from './axe'

import { holdScripts } from './hydration'

test('rates by country: a real table with a country switcher, search, sorting and pages', async ({ page }) => {
  await page.goto('/pricing/messaging')
  const rates = page.getByTestId('country-rates')
  const table = rates.getByRole('table', { name: /Rates in United States/ })
  // Rendered on the server first: the US rows are in the page's HTML.
  // Ostra's price, as in the summary table above it; the carrier's fee is a row of its own.
  await expect(table.getByRole('row', { name: /^Outbound SMS \(long code\)/ })).toContainText('$0.0040')

  // A visitor scrolls down to it (the island's code is fetched as it nears the viewport), then picks a country once
  // it has hydrated: the signal the island gives. Picked at any moment instead, the choice met the island at an
  // arbitrary point of its code download and hydration, and one 5 s expectation below covered that chain as well
  // as the table's own request. A choice made before hydration is the next test's, with the scripts held.
  await rates.scrollIntoViewIfNeeded()
  await expect(page.locator('[data-island]', { has: rates })).toHaveAttribute('data-island', 'ready')
  await rates.getByLabel('Country').selectOption('GB')
  const gb = rates.getByRole('table', { name: /Rates in United Kingdom/ })
  await expect(gb.getByRole('row', { name: /Outbound SMS \(long code\)/ })).toContainText('$0.0395')

  await rates.getByLabel('Search rates').fill('inbound')
  await expect(gb.locator('tbody tr')).not.toHaveCount(0)
  for (const name of await gb.locator('tbody th').allTextContents()) expect(name).toMatch(/Inbound/)

  await rates.getByLabel('Search rates').fill('')
  await gb.getByRole('button', { name: /Price/ }).click()
  await expect(gb.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending')
  const prices = (await gb.locator('tbody td:nth-child(3)').allTextContents()).map((t) => Number(t.replace(/[^\d.]/g, '')))
  expect(prices).toEqual([...prices].sort((a, b) => a - b))

  expect(await seriousViolations(page, '[data-testid="country-rates"]')).toEqual([])
})

test('a country picked and a search typed before the island hydrates are honoured', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/pricing/messaging', { waitUntil: 'commit' })
  const rates = page.getByTestId('country-rates')
  await rates.getByLabel('Country').selectOption('GB')
  await rates.getByLabel('Search rates').fill('outbound')
  release()

  const gb = rates.getByRole('table', { name: /Rates in United Kingdom/ })
  await expect(gb.getByRole('row', { name: /Outbound SMS \(long code\)/ })).toContainText('$0.0395')
  await expect(gb.locator('tbody tr')).not.toHaveCount(0)
  for (const name of await gb.locator('tbody th').allTextContents()) expect(name).toMatch(/Outbound/)
})

test('the rates table’s code is fetched only when the table nears the viewport', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/pricing/messaging', { waitUntil: 'networkidle' })
  const rates = page.getByTestId('country-rates')
  // Far below the first screen: on the page as HTML, its code not yet asked for.
  expect((await rates.boundingBox())!.y).toBeGreaterThan(900 + 400)
  await expect(rates.getByRole('table', { name: /Rates in United States/ })).toBeAttached()
  const before = scripts.length

  const island = page.locator('[data-island]', { has: rates })
  await expect(island).toHaveAttribute('data-island', 'waiting')
  await rates.scrollIntoViewIfNeeded()
  await expect(island).toHaveAttribute('data-island', 'ready')
  expect(scripts.length).toBeGreaterThan(before)
  await rates.getByRole('button', { name: /Price/ }).click()
  await expect(rates.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending')
})
