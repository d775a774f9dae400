import { routes, simpleShellRoutes } from './routes'
import { expect, test } from './sharedPage'

test.describe('every route renders inside the shell', () => {
  for (const route of routes) {
    test(`${route}`, async ({ sharedPage: page }) => {
      const response = await page.goto(route, { waitUntil: 'domcontentloaded' })
      expect(response?.status(), route).toBe(200)
      await expect(page.locator('header').first()).toBeVisible()
      await expect(page.locator('footer').first()).toBeVisible()
      await expect(page.locator('main h1').first()).toBeVisible()
      // Nothing may push the page wider than the viewport.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
      if (simpleShellRoutes.has(route)) {
        await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
      } else {
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
        await expect(page.getByRole('link', { name: 'Sign up', exact: true })).toHaveAttribute('href', '/sign-up')
      }
    })
  }
})

test.describe('not found', () => {
  for (const path of ['/products/no-such-product', '/no-such-page', '/pricing/no-such-plan', '/release-notes/no-such-note']) {
    test(`${path} is a 404 inside the shell`, async ({ sharedPage: page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('couldn’t find')
      await expect(page.locator('footer').first()).toBeVisible()
    })
  }
})

test('the shell has the spec top links, social links and compliance line', async ({ page }) => {
  await page.goto('/')
  for (const name of ['Contact us', 'Log in']) await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible()
  const login = page.getByRole('link', { name: /Log in/ }).first()
  await expect(login).toHaveAttribute('target', '_blank')
  await expect(login).toHaveAttribute('rel', /noopener/)
  const footer = page.locator('footer').first()
  for (const network of ['LinkedIn', 'Twitter', 'Facebook']) await expect(footer.getByRole('link', { name: new RegExp(network) })).toBeVisible()
  await expect(footer).toContainText('ISO · PCI · HIPAA · GDPR · SOC2 Type II')
  const groups = page.getByRole('navigation', { name: 'Main' }).locator('.main-nav__group')
  await expect(groups).toHaveCount(6)
  await expect(groups.first()).toContainText('Products')
})

test('lists paginate with ?page=N', async ({ page }) => {
  await page.goto('/resources')
  const first = await page.locator('[data-block="page-list"] li h3').first().textContent()
  await page.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/resources\?page=2$/)
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2')
  expect(await page.locator('[data-block="page-list"] li h3').first().textContent()).not.toBe(first)
})
