import { expect, test } from '@playwright/test'

import { seriousViolations } from './axe'

test.describe('number availability search (fake numbers API on 127.0.0.1)', () => {
  test('lists numbers, filters by type and feature, offers sign-up, and says when nothing matches', async ({ page }) => {
    await page.goto('/products/phone-numbers')
    const form = page.getByRole('form', { name: 'Search phone numbers' })
    const results = page.locator('[data-block="number-search"]').getByRole('status')
    // The default country's numbers straight away.
    await expect(results.getByRole('row', { name: /\+1 415 555 0123/ })).toBeVisible()
    await expect(results.getByRole('row', { name: /\+1 800 555 0199/ })).toBeVisible()

    await form.getByLabel('Number type').selectOption('toll-free')
    await form.getByRole('button', { name: 'Search numbers' }).click()
    await expect(results.getByRole('row', { name: /\+1 800 555 0199/ })).toBeVisible()
    await expect(results.getByRole('row', { name: /\+1 415 555 0123/ })).toHaveCount(0)

    await form.getByLabel('Number type').selectOption('')
    await form.getByLabel('SMS').check()
    await form.getByRole('button', { name: 'Search numbers' }).click()
    await expect(results.getByRole('row', { name: /\+1 800 555 0199/ })).toHaveCount(0)
    const get = results.getByRole('link', { name: 'Get +1 415 555 0123' })
    await expect(get).toHaveAttribute('href', '/sign-up?number=%2B14155550123')

    await form.getByLabel('Area code').fill('212')
    await form.getByRole('button', { name: 'Search numbers' }).click()
    await expect(results).toContainText('No numbers match')

    expect(await seriousViolations(page, '[data-block="number-search"]')).toEqual([])
  })

  test('shows an error when the search fails', async ({ page }) => {
    await page.route('**/api/available-numbers**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'The numbers service is down' } }),
      }),
    )
    await page.goto('/products/phone-numbers')
    await expect(page.locator('[data-block="number-search"]').getByRole('status')).toContainText('The numbers service is down')
  })
})
