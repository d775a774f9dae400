import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Serious and critical axe violations in the part of the page the selector names, measured at rest:
 * reduced motion is emulated first, which ends the site's colour transitions, so axe never reads a
 * colour mid-fade (a button's 0.15 s transition once measured 1.64:1 on a fresh clone).
 */
export async function seriousViolations(page: Page, selector?: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const builder = new AxeBuilder({ page })
  if (selector) builder.include(selector)
  const { violations } = await builder.analyze()
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
}
