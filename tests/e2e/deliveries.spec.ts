import { expect, test } from '@playwright/test'

import { openAdmin, signIn } from './admin'

/**
 * An editor sees a stored submission that has not gone yet and presses "Retry now" in its sidebar: the
 * delivery becomes due at once (the jobs worker, not running in this suite, would send it on its next round).
 */
test('a waiting form submission shows its state and "Retry now" makes it due at once', async ({ page }) => {
  const email = `retry-${Date.now()}@example.com`
  const submitted = await page.request.post('/api/forms/contact-sales', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, company: 'Retry Ltd', message: 'Call me', pageUri: 'http://localhost/contact-us' },
  })
  expect(submitted.status()).toBe(201)
  const { id } = (await submitted.json()) as { id: number }

  await signIn(page)
  await openAdmin(page, `/admin/collections/form-submissions/${id}`)
  await expect(page.getByText('Waiting to be sent.')).toBeVisible()
  const retried = page.waitForResponse((response) => response.url().endsWith('/api/deliveries/retry'))
  await page.getByRole('button', { name: 'Retry now' }).click()
  expect((await retried).status()).toBe(200)
  await expect(page.getByRole('status').filter({ hasText: 'Due now' })).toBeVisible()
})
