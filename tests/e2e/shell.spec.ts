import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

const MOBILE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }

const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow)

/** Opens a page and waits for the header's islands to hydrate (HeaderScroll marks <html> on mount). */
async function open(page: Page, path: string) {
  await page.goto(path)
  await page.locator('html[data-header-direction]').waitFor({ state: 'attached' })
}

test.describe('mobile menu (390 × 844)', () => {
  test.use({ viewport: MOBILE })

  test('locks page scrolling and traps focus while open; closing restores both', async ({ page }) => {
    await open(page, '/products/voice-api')
    const header = page.locator('.site-header')
    await expect(header).toHaveCSS('height', '66px')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()

    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(await bodyOverflow(page)).toBe('hidden')

    // Tab through more stops than the menu has: focus never leaves it.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    expect(await bodyOverflow(page)).toBe('')
    await expect(toggle).toBeFocused()

    await toggle.click()
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    expect(await bodyOverflow(page)).toBe('')
  })
})

test.describe('desktop header (1440 × 900)', () => {
  test.use({ viewport: DESKTOP })

  test('is 96 px high and shows the mega menu on click; Escape closes it and returns focus', async ({ page }) => {
    await open(page, '/')
    await expect(page.locator('.site-header')).toHaveCSS('height', '96px')
    const trigger = page.getByRole('button', { name: 'Products' })
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`)
    await expect(panel).toBeVisible()
    // The new variant: entries with descriptions, nested items, a "new" badge, a see-more link and a CTA banner.
    await expect(panel.locator('.mega__entry').first()).toBeVisible()
    await expect(panel.getByText('New').first()).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Voice API', exact: true })).toBeVisible()
    await expect(panel.getByRole('complementary')).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('draws the icons of links that leave the site and of the menus from the stylesheet, in the colour of their text', async ({ page }) => {
    await open(page, '/')
    const drawn = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((icon) => {
          const style = getComputedStyle(icon)
          const box = icon.getBoundingClientRect()
          return {
            mask: style.maskImage.startsWith('url("data:image/svg+xml'),
            width: box.width,
            height: box.height,
            sameColour: style.backgroundColor === style.color,
          }
        })
    const logIn = page.locator('.top-links').getByRole('link', { name: /Log in/ })
    await expect(logIn).toHaveAttribute('target', '_blank')
    expect(await drawn('.top-links .link-icon--external')).toEqual({ mask: true, width: 12, height: 12, sameColour: true })
    expect(await drawn('.main-nav__chevron')).toEqual({ mask: true, width: 10, height: 10, sameColour: true })
  })

  test('opens from the keyboard and closes on outside click and on scroll', async ({ page }) => {
    await open(page, '/products/voice-api')
    const trigger = page.getByRole('button', { name: 'Solutions' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')

    await page.mouse.click(700, 700)
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.mouse.wheel(0, 400)
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('hides on scroll down and returns on scroll up', async ({ page }) => {
    await open(page, '/products/voice-api')
    const html = page.locator('html')
    await page.mouse.move(700, 500)
    await page.mouse.wheel(0, 1200)
    await expect(html).toHaveAttribute('data-header-direction', 'DOWN')
    await expect(html).toHaveAttribute('data-header-hidden', 'true')
    await expect.poll(async () => (await page.locator('.site-header').boundingBox())?.y ?? 0).toBeLessThan(-50)

    await page.mouse.wheel(0, -300)
    await expect(html).toHaveAttribute('data-header-direction', 'UP')
    await expect(html).toHaveAttribute('data-header-hidden', 'false')
    await expect.poll(async () => (await page.locator('.site-header').boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0)
  })
})

test.describe('accessibility (axe-core)', () => {
  for (const path of ['/', '/products/voice-api', '/pricing/messaging', '/contact-us']) {
    for (const viewport of [MOBILE, DESKTOP]) {
      test(`${path} at ${viewport.width}px has no serious or critical violations`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.goto(path)
        const results = await new AxeBuilder({ page }).analyze()
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(
          serious.map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          ),
        ).toEqual([])
      })
    }
  }
})

test.describe('scroll-snap home page', () => {
  test.use({ viewport: DESKTOP })

  test('turns snapping on and scrolls to the section named by the hash', async ({ page }) => {
    await page.goto('/#stories')
    await expect(page.locator('html')).toHaveAttribute('data-scroll-snap', '')
    const target = page.locator('#stories')
    // Within a header's height of the top once the delayed scroll has run.
    await expect.poll(async () => Math.round((await target.boundingBox())?.y ?? 9999), { timeout: 5000 }).toBeLessThanOrEqual(100)
    await expect.poll(async () => Math.round((await target.boundingBox())?.y ?? -9999), { timeout: 5000 }).toBeGreaterThanOrEqual(0)
  })
})

test('the block styleguide shows every block in every background, and is not indexed', async ({ page }) => {
  const response = await page.goto('/styleguide')
  expect(response?.status()).toBe(200)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  for (const background of ['black', 'blue', 'citron', 'cream', 'green', 'tan', 'none']) {
    await expect(page.getByRole('heading', { name: `On ${background}`, exact: true })).toBeVisible()
  }
  await expect(page.locator('section#on-black')).toHaveClass(/section--dark/)
  await expect(page.locator('section#on-cream')).not.toHaveClass(/section--dark/)
  // One summary pricing table per background (rates by country, the number search and the IoT calculator add tables of their own).
  await expect(page.locator('[data-block="pricing-table"] > .table-scroll > table')).toHaveCount(7)
})

test.describe('poster video', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`opens a full-screen dialog that closes on Escape, backdrop and the close button (${viewport.width}px)`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await open(page, '/voice-ai')
      const play = page.getByRole('button', { name: /^Play video: / })
      await play.scrollIntoViewIfNeeded()
      const dialog = page.getByRole('dialog')

      const openDialog = async () => {
        await play.click()
        await expect(dialog).toBeVisible()
        await expect.poll(() => bodyOverflow(page)).toBe('hidden')
        await expect(dialog.getByRole('button', { name: 'Close video' })).toBeVisible()
      }
      const expectClosed = async () => {
        await expect(dialog).toBeHidden()
        // The lock is released when the exit animation ends, a moment after the dialog closes.
        await expect.poll(() => bodyOverflow(page)).toBe('')
        await expect(play).toBeFocused()
      }

      await openDialog()
      await page.keyboard.press('Escape')
      await expectClosed()

      await openDialog()
      // The corner of the full-screen dialog is backdrop, outside the video panel.
      await page.mouse.click(4, viewport.height - 4)
      await expectClosed()

      await openDialog()
      await dialog.getByRole('button', { name: 'Close video' }).click()
      await expectClosed()
    })
  }

  test('is on the home page too', async ({ page }) => {
    await open(page, '/')
    await expect(page.getByRole('button', { name: /^Play video: / })).toHaveCount(1)
  })
})
