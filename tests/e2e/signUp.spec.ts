import { expect, test, type Request } from '@playwright/test'

import { seriousViolations } from './axe'
import { hydrated } from './hydration'

type TrackBody = { type: string; data: Record<string, unknown> }

test.describe('the sign-up page', () => {
  test('refuses a disposable address as it is left, shows the password rules, and has WELCOME10 by default', async ({ page }) => {
    await page.goto('/sign-up')
    const form = page.getByRole('form', { name: 'Create your account' })
    await expect(form.getByLabel('Promo code')).toHaveValue('WELCOME10')
    // Left before hydration, the field would be checked at no blur: the test is of the check, not of early input.
    await hydrated(form.getByLabel('Work e-mail'))
    await form.getByLabel('Work e-mail').fill('someone@mailinator.com')
    await form.getByLabel('First name').focus()
    await expect(form.getByText(/disposable/i)).toBeVisible()

    await form.getByLabel('Password', { exact: true }).fill('short')
    await expect(form.getByRole('list', { name: 'Password rules' }).locator('li[data-met="false"]')).toHaveCount(4)
    await form.getByRole('button', { name: 'Create account' }).click()
    await expect(form.getByLabel('First name')).toBeFocused()
    // No single sign-on in this environment: both flags are off, as in production.
    await expect(page.getByRole('link', { name: /Sign up with (Microsoft|Google)/ })).toHaveCount(0)
    expect(await seriousViolations(page, '[data-block="sign-up"]')).toEqual([])
  })

  test('a campaign’s promo code applies, and a successful sign-up tracks Sign Up Success and hands off to the portal', async ({ page, context }) => {
    await page.route('**/segment-cdn/**', (route) => route.abort())
    // The captcha widget cannot load offline: the request carries the token the fake hCaptcha accepts.
    await page.route('**/api/sign-up', (route) =>
      route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), captchaToken: 'pass-e2e' }) }),
    )
    await context.route('https://portal.test.ostra.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Portal</title><h1>Welcome</h1>' }),
    )
    const tracked: TrackBody[] = []
    page.on('request', (request: Request) => request.url().endsWith('/api/s/t') && tracked.push(request.postDataJSON() as TrackBody))

    await page.goto('/sign-up?promo=spring-25')
    const form = page.getByRole('form', { name: 'Create your account' })
    await expect(form.getByLabel('Promo code')).toHaveValue('SPRING-25')
    const email = `grace-${Date.now()}@example.com`
    await form.getByLabel('First name').fill('Grace')
    await form.getByLabel('Last name').fill('Hopper')
    await form.getByLabel('Work e-mail').fill(email)
    await form.getByLabel('Password', { exact: true }).fill('Compiler-Cobol-1959')
    await form.getByLabel(/I accept the/).check()
    await form.getByRole('button', { name: 'Create account' }).click()
    await page.waitForURL(/portal\.test\.ostra\.com\/welcome/)
    const success = tracked.find((t) => t.type === 'Sign Up Success')
    expect(success?.data).toMatchObject({ email, promoCode: 'SPRING-25' })
  })
})
