/**
 * The styleguide (/styleguide) renders every block from its fixture on every section background: a
 * block whose fixture throws, or that breaks accessibility on some background (colour contrast among
 * the serious violations), fails here.
 */
import { expect, test } from '@playwright/test'

import { SECTION_BACKGROUNDS } from '../../src/lib/design/design'
import { seriousViolations } from './axe'

test('every block renders on every background with no error and no serious axe violation', async ({ page }) => {
  test.setTimeout(120_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`thrown: ${error.message}`))
  // React's errors (hydration, rendering) reach the console. A resource the network could not load is
  // not a rendering error: it is listed with its address below, and fails the test only when it is the
  // site's own code or styles (a chunk the build named but never wrote).
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console: ${message.text()}`)
  })
  const failedLoads: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) failedLoads.push(`${response.status()} ${response.url()}`)
  })

  // A block that throws while rendering on the server fails the whole page.
  const response = await page.goto('/styleguide')
  expect(response?.status()).toBe(200)
  for (const background of SECTION_BACKGROUNDS) await expect(page.locator(`section#on-${background}`)).toBeAttached()

  // Through the page once, so islands that wait for the viewport mount (and may throw) before axe reads it.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready)

  const violations = await seriousViolations(page, 'main')
  const found = violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`))
  expect(found, found.join('\n')).toEqual([])
  expect(errors, errors.join('\n')).toEqual([])
  expect(failedLoads.filter((load) => new URL(load.split(' ')[1] ?? '').pathname.startsWith('/_next/'))).toEqual([])
  if (failedLoads.length > 0) test.info().annotations.push({ type: 'failed loads', description: failedLoads.join(', ') })
  console.log(`styleguide: resources answered with an error: ${failedLoads.join(', ') || 'none'}`)
})
