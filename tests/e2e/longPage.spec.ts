/**
 * The admin stays fast on a long page (issue 30): 60 blocks, nested ones included. The figures are measured
 * (bench/adminLongPage.ts) and reported here; the targets (first field ≤ 2 s, keystroke ≤ 100 ms) are held by
 * `npm run bench` on a quiet machine. Here, beside another browser worker, only what never settles fails.
 */
import { expect, test } from '@playwright/test'

import { blockCount, createLongPage, longLayout, measureLongPage } from '../../bench/adminLongPage'
import { apiToken, deleteDocument, signIn } from './admin'

test('a 60-block page opens with its first field ready and takes keystrokes at once (figures reported)', async ({ page, request }) => {
  test.setTimeout(180_000)
  const run = Date.now().toString(36)
  expect(blockCount(longLayout(run))).toBe(60)
  const id = await createLongPage(request, apiToken(), run)
  try {
    await signIn(page)
    const figures = await measureLongPage(page, id)
    const figure = `first field ready ${figures.firstFieldMs} ms; keystroke to screen p50 ${figures.p50} ms, p95 ${figures.p95} ms, max ${figures.max} ms (${figures.keystrokes.length} keystrokes)`
    test.info().annotations.push({ type: '60-block page', description: figure })
    console.log(`[long page] ${figure}`)
    expect(figures.keystrokes.length).toBeGreaterThanOrEqual(24)
    // Row titles follow what was typed (each row's data is recomputed only when its own fields change: patch-payload).
    await expect(page.locator('#layout-row-0').locator('.blocks-field__block-header').first()).toContainText('typed')
    await expect(page.locator('#layout-6-blocks-row-1').locator('.blocks-field__block-header').first()).toContainText('Banner s5 typed')
    await expect(page.locator('#layout-row-5').locator('.blocks-field__block-header').first()).not.toContainText('typed')
    // Bounds for what never settles (the 15-second navigations users report), not the targets.
    expect(figures.firstFieldMs).toBeLessThan(15_000)
    expect(figures.p95).toBeLessThan(1_000)
  } finally {
    await deleteDocument(request, 'pages', id)
  }
})
