import { expect, test } from '@playwright/test'

import { seriousViolations } from './axe'

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`

test.describe('forms on the site', () => {
  test('contact sales: errors named and focused, a busy button, then a confirmation', async ({ page }) => {
    await page.goto('/contact-us')
    const form = page.locator('form[data-form="contact-sales"]')
    await expect(form.getByRole('button', { name: 'Talk to sales' })).toBeVisible()
    await form.getByRole('button', { name: 'Talk to sales' }).click()
    const firstName = form.getByLabel('First name')
    await expect(firstName).toBeFocused()
    await expect(firstName).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText('First name is required')).toBeVisible()

    await firstName.fill('Ada')
    await form.getByLabel('Last name').fill('Lovelace')
    await form.getByLabel('Work e-mail').fill('not-an-address')
    await form.getByLabel('Company').fill('Analytical Engines')
    await form.getByRole('button', { name: 'Talk to sales' }).click()
    await expect(form.getByLabel('Work e-mail')).toBeFocused()

    await form.getByLabel('Work e-mail').fill(`${unique('ada')}@example.com`)
    await form.getByLabel('How can we help?').fill('Voice AI for 40 clinics.')
    await form.getByRole('button', { name: 'Talk to sales' }).click()
    const done = page.getByRole('status').filter({ hasText: 'solutions engineer will reply' })
    await expect(done).toBeVisible()
    await expect(done).toBeFocused()
    expect(await seriousViolations(page, '[data-block="marketing-form"]')).toEqual([])
  })

  test('a form far down the page: its code comes as it nears, typed early it keeps the words, and its button waits until then', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/resources', { waitUntil: 'networkidle' })
    const form = page.locator('form[data-form="resource-center-email-signup"]')
    expect((await form.boundingBox())!.y).toBeGreaterThan(844 + 400)
    const island = page.locator('[data-island]', { has: form })
    const subscribe = form.locator('button[type="submit"]')
    // On the page as HTML, its code not asked for: the button cannot send the fields anywhere yet.
    await expect(island).toHaveAttribute('data-island', 'waiting')
    await expect(subscribe).toBeDisabled()
    const before = scripts.length
    // Typed into the server's form: reaching the field asks for the code, and the words stay through hydration.
    const address = `${unique('resources')}@example.com`
    await form.getByLabel('Work e-mail').fill(address)
    await expect(island).toHaveAttribute('data-island', 'ready')
    expect(scripts.length).toBeGreaterThan(before)
    await expect(subscribe).toBeEnabled()
    await expect(form.getByLabel('Work e-mail')).toHaveValue(address)
    await subscribe.click()
    await expect(page.getByRole('status').filter({ hasText: 'confirm with the link' })).toBeVisible()
    expect(page.url()).not.toContain('email=')
  })

  test('release notes: subscribe by e-mail from the list page', async ({ page }) => {
    await page.goto('/release-notes')
    const form = page.locator('form[data-form="release-notes-subscription"]')
    await form.getByLabel('E-mail').fill(`${unique('notes')}@example.com`)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'New release notes will arrive by e-mail' })).toBeVisible()
  })

  test('report abuse: every field labelled, checked in the browser, and the server’s refusal shown', async ({ page }) => {
    await page.goto('/report-abuse')
    const form = page.locator('form[data-form="report-abuse"]')
    await expect(form.getByLabel('Type of abuse')).toBeVisible()
    await form.getByLabel('Your name').fill('Dana')
    await form.getByLabel('Your e-mail').fill('dana@example.com')
    await form.getByLabel('Number or resource being abused').fill('+1 415 201 0000')
    await form.getByLabel('Type of abuse').selectOption('robocalls')
    await form.getByLabel('What happened?').fill('Too short')
    await form.getByRole('button', { name: 'Send report' }).click()
    await expect(form.getByLabel('What happened?')).toBeFocused()
    await expect(form.getByLabel('What happened?')).toHaveAttribute('aria-invalid', 'true')

    await form.getByLabel('What happened?').fill('Three automated calls a day claiming to be my bank.')
    await form.getByRole('button', { name: 'Send report' }).click()
    // The test site verifies captchas but shows no widget (no site key): the server refuses, the form says why.
    await expect(form.getByRole('alert')).toContainText('captcha')
    expect(await seriousViolations(page, 'form[data-form="report-abuse"]')).toEqual([])
  })
})
