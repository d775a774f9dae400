import type { Page } from '@playwright/test'

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
