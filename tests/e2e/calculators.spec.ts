import { expect, test, type Page } from '@playwright/test'

import { seriousViolations } from './axe'

import { holdScripts, hydrated } from './hydration'

/** The seeded rate card (src/seed/content/rates.ts) and exchange rates (AUD 1.53, GBP 0.79), worked by hand. */
const money = (amount: number, currency: string, locale: string, decimals = 2) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(amount)

const calculator = (page: Page) => page.getByRole('form', { name: 'Messaging price calculator' })
const figure = (page: Page, id: string) => page.getByTestId(id)

test.describe('the messaging calculator', () => {
  test('keeps what a visitor chose before the island hydrated', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/pricing/messaging', { waitUntil: 'commit' })
    await calculator(page).getByLabel('Country').selectOption('GB')
    await calculator(page).getByLabel('Messages per month').fill('25000')
    release()
    // United Kingdom, 25 000: 0.0395 × 25 000 = 987.50.
    await expect(figure(page, 'monthly')).toHaveText('$987.50')
    await expect(page).toHaveURL(/[?&]country=GB&.*volume=25000/)
  })

  test('gives the expected figures for three countries and keeps them in a shareable address', async ({ page, browser }) => {
    await page.goto('/pricing/messaging')
    // United States, outbound SMS from a long code, 10 000 a month: 0.0040 + 0.0030 carrier fee = 0.0070 → 70.00.
    await expect(figure(page, 'per-message')).toHaveText('$0.0040')
    await expect(figure(page, 'carrier-fee')).toHaveText('$0.0030')
    await expect(figure(page, 'monthly')).toHaveText('$70.00')

    // United Kingdom, 25 000: 0.0395 × 25 000 = 987.50 (no carrier fee).
    await calculator(page).getByLabel('Country').selectOption('GB')
    await calculator(page).getByLabel('Messages per month').fill('25000')
    await expect(figure(page, 'per-message-total')).toHaveText('$0.0395')
    await expect(figure(page, 'monthly')).toHaveText('$987.50')

    // Australia, short code, 1 000: 0.0445 × 0.875 = 0.0389 → 38.90.
    await calculator(page).getByLabel('Country').selectOption('AU')
    await calculator(page).getByLabel('Sender type').selectOption('short-code')
    await calculator(page).getByLabel('Messages per month').fill('1000')
    await expect(figure(page, 'monthly')).toHaveText('$38.90')
    expect(new URL(page.url()).search).toBe('?country=AU&type=sms&direction=outbound&sender=short-code&volume=1000')

    // Sharing the address restores the state in a new visitor's browser.
    const shared = page.url()
    const other = await browser.newPage()
    await other.goto(shared)
    await expect(calculator(other).getByLabel('Country')).toHaveValue('AU')
    await expect(figure(other, 'monthly')).toHaveText('$38.90')
    await other.close()

    expect(await seriousViolations(page, '[data-block="calculator"]')).toEqual([])
  })

  test('shows the locale’s country and currency: en-GB and en-AU', async ({ page }) => {
    await page.goto('/pricing/messaging?locale=en-GB')
    await expect(calculator(page).getByLabel('Country')).toHaveValue('GB')
    // 0.0395 USD × 0.79 = 0.0312 GBP; × 10 000 = 312.05.
    await expect(figure(page, 'per-message')).toHaveText(money(0.0312, 'GBP', 'en-GB', 4))
    await expect(figure(page, 'monthly')).toHaveText(money(312.05, 'GBP', 'en-GB'))

    await page.goto('/pricing/messaging?locale=en-AU&volume=1000&sender=short-code')
    await expect(calculator(page).getByLabel('Country')).toHaveValue('AU')
    // 0.0389 USD × 1.53 = 0.0595 AUD; × 1 000 = 59.52.
    await expect(figure(page, 'per-message')).toHaveText(money(0.0595, 'AUD', 'en-AU', 4))
    await expect(figure(page, 'monthly')).toHaveText(money(59.52, 'AUD', 'en-AU'))
  })

  test('hands out the rate card through its form, fetched only when asked for', async ({ page }) => {
    await page.goto('/pricing/messaging')
    await expect(figure(page, 'monthly')).toBeVisible()
    const download = page.getByRole('button', { name: 'Download the rate card (CSV)' })
    await hydrated(download)
    await download.click()
    const form = page.locator('form[data-form="pricing-csv"]')
    await form.getByLabel('Work e-mail').fill(`rates-${Date.now().toString(36)}@example.com`)
    await form.getByLabel('Company').fill('Analytical Engines')
    await form.getByRole('button', { name: 'Download rate card' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'confirm your address with the link we sent' })).toBeVisible()
  })

  test('e-mails the estimate: the form carries the calculator’s inputs and figures as they are when sent', async ({ page }) => {
    await page.goto('/pricing/messaging?country=GB&volume=25000')
    await expect(figure(page, 'monthly')).toHaveText('$987.50')
    const open = page.getByRole('button', { name: 'E-mail me this estimate' })
    await hydrated(open)
    await open.click()
    const form = page.locator('form[data-form="pricing-calculator"]')
    await form.getByLabel('Work e-mail').fill(`estimate-${Date.now().toString(36)}@example.com`)
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/forms/pricing-calculator'))
    await form.getByRole('button', { name: 'Send the estimate' }).click()
    expect((await sent).postDataJSON()).toMatchObject({
      calculator: 'messaging',
      country: 'GB',
      messageType: 'sms',
      direction: 'outbound',
      senderType: 'long-code',
      volume: '25000',
      currency: 'USD',
      perMessage: '0.0395',
      monthly: '987.50',
    })
    await expect(page.getByRole('status').filter({ hasText: 'the estimate follows' })).toBeVisible()
  })

  test('offers every country messages are sold in, and applies the volume tiers like tax bands', async ({ page }) => {
    await page.goto('/pricing/messaging')
    // About 110 countries, not only the 16 of the other price tables; France is one of them.
    expect(await calculator(page).getByLabel('Country').locator('option').count()).toBeGreaterThan(100)
    await expect(page.getByText(/Volume pricing: 5 % off each message from message 150,001 of a month, 10 % from message 1,000,001/)).toBeVisible()
    await calculator(page).getByLabel('Country').selectOption('FR')
    await expect(figure(page, 'per-message')).toHaveText(/^\$0\.\d{4}$/)
    // United States, 2 000 000 a month: 150 000 × 0.0070 + 850 000 × (0.0038 + 0.0030) + 1 000 000 × (0.0036 + 0.0030) = 13 430.00.
    await page.goto('/pricing/messaging?country=US&volume=2000000')
    await expect(figure(page, 'monthly')).toHaveText('$13,430.00')
    await expect(figure(page, 'average-per-message')).toHaveText('$0.0067')
    // Below the first tier there is no average to show.
    await calculator(page).getByLabel('Messages per month').fill('150000')
    await expect(figure(page, 'monthly')).toHaveText('$1,050.00')
    await expect(figure(page, 'average-per-message')).toHaveCount(0)
  })

  test('says so when a country has no such rate', async ({ page }) => {
    await page.goto('/pricing/messaging?country=NL&sender=toll-free')
    await expect(page.getByRole('status').filter({ hasText: 'has no SMS outbound rate from a toll-free' })).toBeVisible()
  })
})

test('the IoT SIM calculator names the cheapest plan, and a shared address restores it', async ({ page }) => {
  await page.goto('/pricing/iot-data-plans')
  // 100 SIMs × 50 MB in the United States (zone 1): pay as you go 0.50 + 50 × 0.04 = 2.50 a SIM → 250.00.
  await expect(page.getByTestId('cheapest-plan')).toHaveText('Pay as you go')
  await expect(page.getByTestId('cheapest-monthly')).toHaveText('$250.00')

  // 10 SIMs × 2 000 MB in the US and Brazil (zone 3): Pooled 10 GB at 35.00 a SIM → 350.00 beats Pooled 1 GB (6 + 976 × 0.15 = 152.40 → 1 524.00).
  await page.goto('/pricing/iot-data-plans?devices=10&mb=2000&countries=US,BR')
  await expect(page.getByTestId('cheapest-plan')).toHaveText('Pooled 10 GB')
  await expect(page.getByTestId('cheapest-monthly')).toHaveText('$350.00')
  // The calculator's own table of plans (the page's pricing table above it lists the plans' prices too).
  await expect(page.locator('[data-block="calculator"]').getByRole('row', { name: /Pooled 1 GB/ })).toContainText('$1,524.00')

  // Removing Brazil brings the zone back to 1: pay as you go 0.50 + 2 000 × 0.04 = 80.50 → 805.00; Pooled 1 GB 6 + 976 × 0.02 = 25.52 → 255.20.
  const remove = page.getByRole('button', { name: 'Remove Brazil' })
  // The × says what it does in a tooltip on hover, and its touch target is 44 px though the circle is 32.
  await remove.hover()
  await expect(page.getByRole('tooltip')).toHaveText('Take Brazil out of the estimate', { timeout: 3000 })
  await expect(remove).toHaveAccessibleDescription('Take Brazil out of the estimate')
  const target = await remove.evaluate((button) => {
    const before = getComputedStyle(button, '::before')
    return button.getBoundingClientRect().width - parseFloat(before.left) - parseFloat(before.right)
  })
  expect(target).toBeGreaterThanOrEqual(44)
  await remove.click()
  await expect(page.getByTestId('cheapest-plan')).toHaveText('Pooled 1 GB')
  // The estimate, e-mailed on request, carries the plan and figures shown.
  const open = page.getByRole('button', { name: 'E-mail me this estimate' })
  await open.click()
  const form = page.locator('form[data-form="pricing-calculator"]')
  await form.getByLabel('Work e-mail').fill(`iot-${Date.now().toString(36)}@example.com`)
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/forms/pricing-calculator'))
  await form.getByRole('button', { name: 'Send the estimate' }).click()
  expect((await sent).postDataJSON()).toMatchObject({ calculator: 'iot-sim', countries: 'US', devices: '10', megabytesPerDevice: '2000', plan: 'Pooled 1 GB' })
  await expect(page.getByTestId('cheapest-monthly')).toHaveText('$255.20')
  expect(new URL(page.url()).searchParams.get('countries')).toBe('US')
})
