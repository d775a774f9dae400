/**
 * Full-page screenshots of the main pages at 390 and 1440 px, so anyone can look at the whole site in a minute.
 *   npm run screenshots -- [baseUrl=http://localhost:3000] [outDir=screenshots] [path ...]
 * Needs a running site (npm start); writes <outDir>/<page>-<width>.png (outDir is git-ignored).
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'

const [base = 'http://localhost:3000', outDir = 'screenshots', ...only] = process.argv.slice(2)
// The main pages a visitor meets first, one of each kind: the same list the browser layout tests walk.
const MAIN_PAGES = JSON.parse(fs.readFileSync(new URL('../tests/e2e/mainPages.json', import.meta.url), 'utf8'))
const PAGES = only.length > 0 ? only : MAIN_PAGES
const WIDTHS = [390, 1440]

fs.mkdirSync(outDir, { recursive: true })
// Plain node (no TypeScript loader, so no src/lib/config): this developer tool reads its two variables itself.
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
    // The consent banner would cover the bottom of every shot.
    await context.addCookies([{ name: 'OptanonAlertBoxClosed', value: new Date().toISOString(), url: base }])
    const page = await context.newPage()
    for (const pagePath of PAGES) {
      await page.goto(new URL(pagePath, base).href, { waitUntil: 'networkidle' })
      // Walk down the page so islands near the viewport load, and load every lazy image, before the full-page shot.
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0; y < height; y += 700) await page.evaluate((top) => window.scrollTo(0, top), y)
      await page.evaluate(async () => {
        window.scrollTo(0, 0)
        const images = [...document.images]
        for (const image of images) image.loading = 'eager'
        const settled = (image) =>
          new Promise((done) => {
            image.addEventListener('load', done, { once: true })
            image.addEventListener('error', done, { once: true })
          })
        await Promise.all(images.filter((image) => !image.complete).map(settled))
        // Decoded too: a full-page shot does not wait for the asynchronous decoding of pictures far down.
        await Promise.all(images.map((image) => image.decode().catch(() => null)))
      })
      await page.waitForLoadState('networkidle')
      const name = pagePath === '/' ? 'home' : pagePath.replace(/^\//, '').replace(/[/?=&]/g, '_')
      const file = path.join(outDir, `${name}-${width}.png`)
      await page.screenshot({ path: file, fullPage: true })
      console.log(file)
      // TILES=<px>: also the page cut into screen-sized tiles, readable at full size in an image viewer.
      const tile = Number(process.env.TILES ?? 0)
      if (tile > 0) {
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        for (let y = 0, n = 1; y < height; y += tile, n++) {
          await page.screenshot({ path: file.replace(/\.png$/, `.${n}.png`), fullPage: true, clip: { x: 0, y, width, height: Math.min(tile, height - y) } })
        }
      }
    }
    await context.close()
  }
} finally {
  await browser.close()
}
