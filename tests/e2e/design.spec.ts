/** The site's look (issue 17): icons, the brand typeface, contrast, layout at phone width, copy. */
import { expect, test } from '@playwright/test'

import { seriousViolations } from './axe'

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
    const first = (element: Element) => getComputedStyle(element).fontFamily.split(',')[0].trim().replace(/^["']|["']$/g, '')
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

test('axe finds no colour-contrast violation on any background of the styleguide', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/styleguide')
  await page.evaluate(() => document.fonts.ready)
  const violations = await seriousViolations(page, 'main')
  const contrast = violations.filter((violation) => violation.id === 'color-contrast')
  const failing = contrast.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? ''}`))
  expect(failing, failing.join('\n')).toEqual([])
})
