import { test as base, type Page } from '@playwright/test'

/**
 * One browser page per worker, reused by tests that only read pages (no cookies, storage or routes of their
 * own): on this machine each new browser context starts its renderer processes again, about 5 s of the 6–7 s
 * a route's check took, against under a second for the check itself. The page starts with the
 * configuration's context options (base URL, decided consent) and takes each test's viewport.
 */
export const test = base.extend<{ sharedPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, storageState } = workerInfo.project.use
      const context = await browser.newContext({ baseURL, storageState })
      await provide(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
  sharedPage: async ({ workerPage, viewport }, provide) => {
    if (viewport) await workerPage.setViewportSize(viewport)
    await provide(workerPage)
  },
})

export { expect } from '@playwright/test'
