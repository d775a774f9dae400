import { expect, test, type Page } from '@playwright/test'

/** A string literal of lottie-web's player that no other code of the site contains. */
const LOTTIE_MARKER = 'lottie_element_'

/** The JavaScript the page downloads, by address, with its text. */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.set(
        response.url(),
        response.text().catch(() => ''),
      )
  })
  return scripts
}

/**
 * How long the first frame may take once scrolled to. Fetches in a row stand between the scroll and it: the page's
 * scripts (the styleguide is the site's largest page to hydrate), the player's chunk, then lottie-web with the JSON
 * beside it. At 3 s each, as on a busy CI machine, three were 9 s (measured), so 10 s was too tight a bound (CI failed
 * the reduced-motion test on it).
 */
const FIRST_FRAME_TIMEOUT = 20_000

async function lottieScripts(scripts: Map<string, Promise<string>>): Promise<string[]> {
  const found: string[] = []
  for (const [url, text] of scripts) if ((await text).includes(LOTTIE_MARKER)) found.push(url)
  return found
}

test('a Lottie animation animates once scrolled to, and a page without one never downloads the player', async ({ page }) => {
  test.setTimeout(60_000)
  // A page without an animation, scrolled to the end: no player.
  const plain = recordScripts(page)
  await page.goto('/')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
  expect(await lottieScripts(plain)).toEqual([])

  // The styleguide shows the Media block's animation fixture.
  const withAnimation = recordScripts(page)
  await page.goto('/styleguide')
  const animation = page.getByRole('img', { name: 'A signal pulse spreading from a point of presence' }).first()
  await animation.scrollIntoViewIfNeeded()
  const svg = animation.locator('svg')
  await expect(svg).toBeVisible({ timeout: FIRST_FRAME_TIMEOUT })
  await expect(page.getByRole('button', { name: 'Pause animation: A signal pulse spreading from a point of presence' }).first()).toBeVisible()

  // Two frames 300 ms apart differ: the rings have grown and faded.
  const first = await svg.innerHTML()
  await page.waitForTimeout(300)
  expect(await svg.innerHTML()).not.toBe(first)
  expect(await lottieScripts(withAnimation)).toHaveLength(1)
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('an animation shows its first frame and stays still until played', async ({ page }) => {
    test.setTimeout(60_000)
    await page.goto('/styleguide')
    const animation = page.getByRole('img', { name: 'A signal pulse spreading from a point of presence' }).first()
    await animation.scrollIntoViewIfNeeded()
    const svg = animation.locator('svg')
    await expect(svg).toBeVisible({ timeout: FIRST_FRAME_TIMEOUT })
    const first = await svg.innerHTML()
    await page.waitForTimeout(300)
    expect(await svg.innerHTML()).toBe(first)
    await page.getByRole('button', { name: 'Play animation: A signal pulse spreading from a point of presence' }).first().click()
    await expect.poll(() => svg.innerHTML()).not.toBe(first)
  })
})
