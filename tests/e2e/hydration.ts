import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Holds the page's JavaScript back until `release()` is called, so a test can
 * act on the server-rendered HTML the way a visitor on a slow device does
 * before the islands hydrate.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * Waits until React has hydrated the element (its event props are attached): a click or a blur before
 * hydration reaches no handler of the island, and the load event `goto` waits for comes before it
 * (a cached page asks for its scripts only once it has painted: page-cache-handler.mjs).
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))).toBe(true)
}
