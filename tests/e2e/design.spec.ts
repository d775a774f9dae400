/** The site's look (issue 17): icons, the brand typeface, contrast, layout at phone width, copy. */
import { expect, test, type Locator, type Page } from '@playwright/test'

import { doubledWord } from '../../src/lib/pages/copy'
import { seriousViolations } from './axe'
import { test as sharedPageTest } from './sharedPage'
/** The main pages a visitor meets first, one of each kind (npm run screenshots takes the same list). */
import MAIN_PAGES from './mainPages.json' with { type: 'json' }

/** The dark band the page opens with (components/HeroBand): the headline's nearest ancestor that holds the page's container. */
const heroBand = (page: Page) =>
  page.locator('main h1').first().locator("xpath=ancestor::div[./div[contains(concat(' ', normalize-space(@class), ' '), ' container ')]][1]")

test('the favicon set, apple touch icon and web manifest are linked from every page and served', async ({ page, request }) => {
  await page.goto('/pricing')
  const hrefs = async (selector: string) => page.locator(selector).evaluateAll((links) => links.map((l) => l.getAttribute('href')))
  expect(await hrefs('head link[rel="icon"]')).toEqual(expect.arrayContaining(['/favicon.ico', '/icon.svg']))
  expect(await hrefs('head link[rel="apple-touch-icon"]')).toEqual(['/apple-touch-icon.png'])
  expect(await hrefs('head link[rel="manifest"]')).toEqual(['/site.webmanifest'])

  const favicon = await request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  // An ICO file: reserved 0, type 1, then at least one image.
  const bytes = await favicon.body()
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1])
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0)
  expect((await request.get('/icon.svg')).headers()['content-type']).toContain('image/svg+xml')
  expect((await request.get('/apple-touch-icon.png')).headers()['content-type']).toBe('image/png')

  const manifest = await request.get('/site.webmanifest')
  expect(manifest.status()).toBe(200)
  const { name, icons } = (await manifest.json()) as { name: string; icons: { src: string; sizes: string; purpose?: string }[] }
  expect(name).toBe('Ostra')
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
  for (const icon of icons) {
    const response = await request.get(icon.src)
    expect(response.status(), icon.src).toBe(200)
    expect(response.headers()['content-type'], icon.src).toBe('image/png')
  }
})

test('headings and text are set in the brand typeface, self-hosted and loaded', async ({ page, baseURL }) => {
  const fontRequests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url())
  })
  await page.goto('/pricing')
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready
    const first = (element: Element) =>
      getComputedStyle(element)
        .fontFamily.split(',')[0]
        .trim()
        .replace(/^["']|["']$/g, '')
    const body = first(document.body)
    const heading = first(document.querySelector('h1')!)
    const faces = [...document.fonts].filter((face) => face.family.replace(/^["']|["']$/g, '') === body).map((face) => face.status)
    return { body, heading, faces, check: document.fonts.check(`600 40px "${body}"`) }
  })
  // next/font names the family after the font (Geist, with a build hash in production).
  expect(fonts.body).toMatch(/geist/i)
  expect(fonts.heading).toBe(fonts.body)
  expect(fonts.faces).toContain('loaded')
  expect(fonts.check).toBe(true)
  expect(fontRequests.length).toBeGreaterThan(0)
  for (const url of fontRequests) expect(new URL(url).origin, url).toBe(new URL(baseURL!).origin)
})

test.describe('at phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const path of MAIN_PAGES) {
    sharedPageTest(`${path} never scrolls sideways and keeps every text off the screen edges`, async ({ sharedPage: page }) => {
      await page.goto(path)
      await page.evaluate(() => document.fonts.ready)
      const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
      expect(width.scroll, 'page width').toBeLessThanOrEqual(width.client)

      // Each visible text's box, cut to the part its scrolling or clipping ancestors show: within 8 px of an edge is touching it.
      const touching = await page.evaluate((margin) => {
        const viewport = document.documentElement.clientWidth
        const found: string[] = []
        const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue
          const element = node.parentElement!
          if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const rect of range.getClientRects()) {
            let left = rect.left
            let right = rect.right
            for (let ancestor: Element | null = element; ancestor; ancestor = ancestor.parentElement) {
              const style = getComputedStyle(ancestor)
              if (style.overflowX !== 'visible') {
                const box = ancestor.getBoundingClientRect()
                left = Math.max(left, box.left)
                right = Math.min(right, box.right)
              }
            }
            if (right - left < 2) continue
            if (left < margin || right > viewport - margin) {
              found.push(
                `${element.tagName.toLowerCase()}.${element.className} "${node.textContent.trim().slice(0, 40)}" ${Math.round(left)}–${Math.round(right)}`,
              )
              break
            }
          }
        }
        return found
      }, 8)
      expect(touching, touching.join('\n')).toEqual([])
    })
  }
})

test.describe('components at phone width on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the messaging price table shows every column without scrolling sideways', async ({ page }) => {
    await page.goto('/pricing/messaging')
    const region = page.locator('[data-block="pricing-table"] > .table-scroll').first()
    const { scroll, client } = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }))
    expect(scroll).toBeLessThanOrEqual(client)
  })

  test('the sign-up form keeps every field inside its card', async ({ page }) => {
    await page.goto('/sign-up')
    const card = await page.locator('[data-block="sign-up"]').first().boundingBox()
    for (const input of await page.locator('[data-block="sign-up"] input:not([type="hidden"])').all()) {
      const box = (await input.boundingBox())!
      const name = (await input.getAttribute('name')) ?? ''
      expect(box.x, name).toBeGreaterThanOrEqual(card!.x)
      expect(box.x + box.width, name).toBeLessThanOrEqual(card!.x + card!.width)
    }
  })

  test('menu and footer links are 44 px touch targets, and disclosures show a chevron, not the browser marker', async ({ page }) => {
    await page.goto('/products/voice-api')
    for (const link of await page.locator('.site-footer a').all()) {
      const box = (await link.boundingBox())!
      expect(box.height, (await link.textContent()) ?? '').toBeGreaterThanOrEqual(44)
    }
    const faq = page.locator('[data-block="faq-list"] details > summary').first()
    await faq.scrollIntoViewIfNeeded()
    const marker = await faq.evaluate((summary) => ({ display: getComputedStyle(summary).display, chevron: getComputedStyle(summary, '::after').maskImage }))
    expect(marker.display).not.toBe('list-item')
    expect(marker.chevron).toContain('svg')
    expect((await faq.boundingBox())!.height).toBeGreaterThanOrEqual(44)

    await page.locator('html[data-header-direction]').waitFor({ state: 'attached' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    const group = menu.locator('summary').first()
    expect(await group.evaluate((summary) => getComputedStyle(summary).display)).not.toBe('list-item')
    await group.click()
    // Its families' links, once the menus arrived (fetched when the page is idle, or at the tap on the button).
    await expect(menu.locator('details[open] .mobile-menu__family a').first()).toBeVisible()
    for (const link of await menu.locator('details[open] a').all()) {
      expect((await link.boundingBox())!.height, (await link.textContent()) ?? '').toBeGreaterThanOrEqual(44)
    }
  })

  test('radio buttons are at least 20 px and drawn by the site', async ({ page }) => {
    await page.goto('/pricing/messaging')
    const radios = page.locator('[data-block="calculator"] input[type="radio"]')
    expect(await radios.count()).toBeGreaterThan(1)
    for (const radio of await radios.all()) {
      const box = (await radio.boundingBox())!
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(20)
      expect(await radio.evaluate((input) => getComputedStyle(input).appearance)).toBe('none')
    }
    // Still a working radio group.
    await radios.nth(1).check()
    await expect(radios.nth(1)).toBeChecked()
  })
})

test('the CTA band sets its buttons against the container’s right edge, level with its copy', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  const band = page.locator('[data-block="cta-banner"]').last()
  await band.scrollIntoViewIfNeeded()
  const [inner, copy, buttons] = await Promise.all(
    ['.container', '.container > div:first-child', '.container .button-row'].map((s) =>
      band
        .locator(s)
        .first()
        .evaluate((element) => {
          const box = element.getBoundingClientRect()
          const style = getComputedStyle(element)
          return { top: box.top, bottom: box.bottom, right: box.right - parseFloat(style.paddingRight) }
        }),
    ),
  )
  const lastButton = (await band.locator('.button-row .button').last().boundingBox())!
  expect(Math.abs(lastButton.x + lastButton.width - inner.right)).toBeLessThanOrEqual(1)
  const middle = (box: { top: number; bottom: number }) => (box.top + box.bottom) / 2
  expect(Math.abs(middle(buttons) - middle(copy))).toBeLessThanOrEqual(2)
  // Placed outside any Section on the home page, it still paints its own background: every button and text readable.
  expect(await band.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
  const contrast = (await seriousViolations(page, '[data-block="cta-banner"]')).filter((violation) => violation.id === 'color-contrast')
  expect(contrast.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([])
})

test('a hero without a picture centres its copy and buttons; one with a picture sets them beside it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  // The centre of what is drawn (the text's own box, not its block's), in the first hero.
  const centreOf = (selector: string) =>
    heroBand(page)
      .locator(selector)
      .first()
      .evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        const box = range.getBoundingClientRect()
        return box.left + box.width / 2
      })
  await page.goto('/resources')
  for (const selector of ['h1', '.richtext-inline', '.button-row']) expect(Math.abs((await centreOf(selector)) - 720), selector).toBeLessThanOrEqual(2)
  await page.goto('/products/voice-api')
  expect(await centreOf('h1')).toBeLessThan(600)
  const picture = (await heroBand(page).locator('img').first().boundingBox())!
  expect(picture.x).toBeGreaterThan(720)
})

test('feature sections set a product screen beside their words, alternating sides, below them on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/products/voice-api')
  const layout = (anchor: string) =>
    page.locator(`#${anchor}`).evaluate((section) => {
      const words = section.querySelector('h2')!.getBoundingClientRect()
      const picture = section.querySelector('.section__side img')! as HTMLImageElement
      const box = picture.getBoundingClientRect()
      return {
        wordsX: words.x,
        wordsBottom: words.bottom,
        pictureX: box.x,
        pictureTop: box.top,
        alt: picture.alt,
        animation: getComputedStyle(section.querySelector('.section__side')!).animationName,
      }
    })
  const first = await layout('section-1')
  const second = await layout('section-2')
  expect(first.pictureX).toBeGreaterThan(first.wordsX + 400)
  expect(second.pictureX).toBeLessThan(second.wordsX - 400)
  expect(first.alt).toMatch(/call timeline/)
  // Rises into view by CSS alone (scroll-driven); none for a visitor who asked for less motion.
  expect(first.animation).toBe('section-side-reveal')
  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect((await layout('section-1')).animation).toBe('none')
  await page.setViewportSize({ width: 390, height: 844 })
  const phone = await layout('section-2')
  expect(phone.pictureTop).toBeGreaterThan(phone.wordsBottom)
  // Too small to read on a phone: the screen opens full size, as its own file.
  const zoom = page.locator('#section-2').getByRole('link', { name: /^Open full size: A world map of Ostra points of presence/ })
  const href = (await zoom.getAttribute('href'))!
  expect(href).toMatch(/seed-screen-voice-points-of-presence/)
  const file = await page.request.get(href)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toMatch(/^image\//)
})

test.describe('copy', () => {
  for (const path of MAIN_PAGES) {
    sharedPageTest(`${path}: no title or heading repeats a word twice in a row`, async ({ sharedPage: page }) => {
      await page.goto(path)
      const texts = [await page.title(), ...(await page.locator('main :is(h1, h2, h3, h4)').allTextContents())]
      const doubled = texts.filter((text) => doubledWord(text))
      expect(doubled).toEqual([])
    })
  }

  test('release notes show product labels, not slugs, and dates one way', async ({ page }) => {
    await page.goto('/release-notes')
    const meta = await page.locator('main time').evaluateAll((times) => times.map((time) => time.parentElement!.textContent!.trim()))
    expect(meta.length).toBeGreaterThan(0)
    for (const text of meta) {
      expect(text).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} · /)
      expect(text, 'a product slug').not.toMatch(/[a-z]-[a-z]/)
    }
  })

  test('an article shows its date in the site’s one format', async ({ page }) => {
    await page.goto('/resources')
    const first = page.locator('main .card-grid li h3 a, main article a').first()
    await page.goto((await first.getAttribute('href'))!)
    const eyebrow = (await page.locator('main h1').first().locator('xpath=preceding-sibling::p[1]').textContent()) ?? ''
    expect(eyebrow).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    expect(eyebrow).toMatch(/[A-Z][a-z]+ \d{1,2}, \d{4}/)
  })

  test('calls to action fit the page: careers leads to the open roles, contact and sign-up never link to themselves', async ({ page }) => {
    await page.goto('/careers')
    const hrefs = (buttons: Locator) => buttons.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    const calls = async () => [...(await hrefs(heroBand(page).locator('.button'))), ...(await hrefs(page.locator('[data-block="cta-banner"] .button')))]
    expect(await calls()).toEqual(expect.arrayContaining(['#roles']))
    expect(await calls()).not.toContain('/sign-up')
    await expect(page.locator('#roles')).toBeAttached()
    for (const path of ['/contact-us', '/sign-up']) {
      await page.goto(path)
      expect(await hrefs(page.locator('main .button')), path).not.toContain(path)
    }
  })

  test('the number search never offers the satellite pseudo-country', async ({ page }) => {
    await page.goto('/products/phone-numbers')
    const names = await page.locator('[data-block="number-search"] select[name="country"] option').allTextContents()
    expect(names).toEqual(expect.arrayContaining(['United Kingdom', 'United States']))
    expect(names).not.toContain('Satellite coverage')
  })
})
