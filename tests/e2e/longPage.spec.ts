/**
 * The admin stays fast on a long page (issue 30): 60 blocks, nested ones included. The figures are measured
 * (bench/adminLongPage.ts) and reported here; the targets (first field ≤ 2 s, keystroke ≤ 100 ms) are held by
 * `npm run bench` on a quiet machine. Here, beside another browser worker, only what never settles fails.
 */
import { expect, test, type Page } from '@playwright/test'

import { blockCount, createLongPage, longLayout, measureLongPage, openLongPage } from '../../bench/adminLongPage'
import { OUTLINE_ABOVE_BLOCKS } from '../../src/blocks/adminUi'
import { addBlock, apiToken, createDocument, deleteDocument, openAdmin, signIn } from './admin'

// An action that cannot happen fails within 30 s, naming itself, instead of running into the test's timeout.
test.use({ actionTimeout: 30_000 })

test('a 60-block page opens with its first field ready and takes keystrokes at once (figures reported)', async ({ page, request }) => {
  test.setTimeout(180_000)
  const run = Date.now().toString(36)
  expect(blockCount(longLayout(run))).toBe(60)
  const id = await createLongPage(request, apiToken(), run)
  try {
    await signIn(page)
    // As a marketer opens it in the admin: a click on the page in the pages list; then at its address.
    const fromListMs = await openLongPage(page, id, 'list')
    const figures = await measureLongPage(page, id)
    const figure = `first field ready ${figures.firstFieldMs} ms at its address, ${fromListMs} ms from the pages list; keystroke to screen p50 ${figures.p50} ms, p95 ${figures.p95} ms, max ${figures.max} ms (${figures.keystrokes.length} keystrokes)`
    test.info().annotations.push({ type: '60-block page', description: figure })
    console.log(`[long page] ${figure}`)
    expect(figures.keystrokes.length).toBeGreaterThanOrEqual(24)
    // Row titles follow what was typed (each row's data is recomputed only when its own fields change: patch-payload).
    await expect(page.locator('#layout-row-0').locator('.blocks-field__block-header').first()).toContainText('typed')
    await expect(page.locator('#layout-6-blocks-row-1').locator('.blocks-field__block-header').first()).toContainText('Banner s5 typed')
    await expect(page.locator('#layout-row-5').locator('.blocks-field__block-header').first()).not.toContainText('typed')
    // Bounds for what never settles (the 15-second navigations users report), not the targets.
    expect(figures.firstFieldMs).toBeLessThan(15_000)
    expect(fromListMs).toBeLessThan(15_000)
    expect(figures.p95).toBeLessThan(1_000)
  } finally {
    await deleteDocument(request, 'pages', id)
  }
})

/** The toggle of a top-level block row: Payload marks it --collapsed or --open. */
const rowToggle = (page: Page, index: number) => page.locator(`#layout-row-${index}`).locator('.collapsible__toggle').first()

/** Adds a block at the end of the page's layout and answers the form state Payload asks for after it, as the page got it. */
async function addBlockAndAnswer(page: Page, id: number, name: string, blockType: string): Promise<string> {
  let answered: (text: string) => void = () => undefined
  const answer = new Promise<string>((resolve) => (answered = resolve))
  // Payload's form state is a server function (a POST to the edit view's address), asked for after a change.
  await page.route(`**/admin/collections/pages/${id}`, async (route) => {
    const request = route.request()
    // The first form state asked for with the new block in it (one asked for before it may still be on its way).
    const body = request.postData() ?? ''
    if (request.method() !== 'POST' || !body.includes('form-state') || !body.includes(blockType)) return route.fallback()
    const response = await route.fetch()
    const text = await response.text()
    await route.fulfill({ response, body: text })
    answered(text)
  })
  await addBlock(page, page.locator('#field-layout').getByRole('button', { name: 'Add Block to the page' }), name)
  const text = await answer
  await page.unroute(`**/admin/collections/pages/${id}`)
  return text
}

/** The rows of a blocks field in a form-state answer, by block type, as Payload writes them. */
const answeredRows = (answer: string, blockType: string) => answer.match(new RegExp(`\\{"id":"[0-9a-f]{24}","blockType":"${blockType}"[^}]*\\}`, 'g')) ?? []

test('a page of more than 12 blocks opens as an outline; a block added opens, and a page that grows past 12 stays open', async ({ page, request }) => {
  test.setTimeout(120_000)
  const run = Date.now().toString(36)
  const stats = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ blockType: 'stats', heading: `Stats ${index}`, items: [{ value: '1', label: 'one' }] }))
  const page12 = await createDocument(request, 'pages', {
    title: `Twelve ${run}`,
    family: 'landing',
    slug: `twelve-${run}`,
    _status: 'draft',
    layout: stats(OUTLINE_ABOVE_BLOCKS),
  })
  const page13 = await createDocument(request, 'pages', {
    title: `Thirteen ${run}`,
    family: 'landing',
    slug: `thirteen-${run}`,
    _status: 'draft',
    layout: stats(OUTLINE_ABOVE_BLOCKS + 1),
  })
  try {
    await signIn(page)
    // Twelve blocks: open. A thirteenth added while editing folds nothing (the rule is for opening a document).
    await openAdmin(page, `/admin/collections/pages/${page12}`)
    for (const index of [0, OUTLINE_ABOVE_BLOCKS - 1]) await expect(rowToggle(page, index)).toHaveClass(/collapsible__toggle--open/)
    await expect(page.locator('input[name="layout.0.heading"]')).toHaveValue('Stats 0')
    const grown = await addBlockAndAnswer(page, page12, 'FAQ', 'faq')
    expect(answeredRows(grown, 'stats')).toHaveLength(OUTLINE_ABOVE_BLOCKS)
    for (const row of [...answeredRows(grown, 'stats'), ...answeredRows(grown, 'faq')]) expect(row).not.toContain('"collapsed":true')
    // Its fields may wait for StuckRowRescue (a row added while a form-state request was in flight gets its
    // fields only after STUCK_AFTER_MS and one more round trip on a 13-block page): the bound, not the usual 5 s.
    await expect(page.locator(`input[name="layout.${OUTLINE_ABOVE_BLOCKS}.heading"]`)).toHaveValue('Frequently asked questions', { timeout: 15_000 })
    for (const index of [0, OUTLINE_ABOVE_BLOCKS]) await expect(rowToggle(page, index)).toHaveClass(/collapsible__toggle--open/)

    // Thirteen: an outline, each folded row still saying what it holds; a block added opens.
    await openAdmin(page, `/admin/collections/pages/${page13}`)
    for (const index of [0, 6, OUTLINE_ABOVE_BLOCKS]) await expect(rowToggle(page, index)).toHaveClass(/collapsible__toggle--collapsed/)
    await expect(page.locator('#layout-row-6').locator('.blocks-field__block-header').first()).toContainText('Stats 6')
    const added = await addBlockAndAnswer(page, page13, 'FAQ', 'faq')
    expect(answeredRows(added, 'stats').every((row) => row.includes('"collapsed":true'))).toBe(true)
    expect(answeredRows(added, 'faq')).toHaveLength(1)
    expect(answeredRows(added, 'faq')[0]).not.toContain('"collapsed":true')
    const heading = page.locator(`input[name="layout.${OUTLINE_ABOVE_BLOCKS + 1}.heading"]`)
    await expect(heading).toHaveValue('Frequently asked questions')
    await expect(heading).toBeVisible()
    await expect(rowToggle(page, OUTLINE_ABOVE_BLOCKS + 1)).toHaveClass(/collapsible__toggle--open/)
    await expect(rowToggle(page, 0)).toHaveClass(/collapsible__toggle--collapsed/)
  } finally {
    await deleteDocument(request, 'pages', page12)
    await deleteDocument(request, 'pages', page13)
  }
})

test('a row opened while the answer to a keystroke is on its way stays open when the answer comes', async ({ page, request }) => {
  test.setTimeout(120_000)
  const run = Date.now().toString(36)
  const layout = Array.from({ length: OUTLINE_ABOVE_BLOCKS + 1 }, (_, index) => ({
    blockType: 'stats',
    heading: `Stats ${index}`,
    items: [{ value: '1', label: 'one' }],
  }))
  const id = await createDocument(request, 'pages', { title: `Race ${run}`, family: 'landing', slug: `race-${run}`, _status: 'draft', layout })
  try {
    await signIn(page)
    await openAdmin(page, `/admin/collections/pages/${id}`)
    await expect(rowToggle(page, 3)).toHaveClass(/collapsible__toggle--collapsed/)
    // The form state asked for after a keystroke in the title is held until the row is opened, then answered.
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => (release = resolve))
    let seen: () => void = () => undefined
    const held = new Promise<void>((resolve) => (seen = resolve))
    let answered: (outcome: string) => void = () => undefined
    const answer = new Promise<string>((resolve) => (answered = resolve))
    let holding = false
    await page.route(`**/admin/collections/pages/${id}`, async (route) => {
      const body = route.request().postData() ?? ''
      if (holding || route.request().method() !== 'POST' || !body.includes('form-state')) return route.fallback()
      holding = true
      seen()
      await released
      const response = await route.fetch()
      const text = await response.text()
      await route.fulfill({ response, body: text }).then(
        () => answered('answered'),
        (error: unknown) => answered(`not delivered: ${String(error)}`),
      )
    })
    await page.locator('#field-title').press('End')
    await page.locator('#field-title').pressSequentially(' renamed')
    await held
    await rowToggle(page, 3).press('Enter')
    await expect(rowToggle(page, 3)).toHaveClass(/collapsible__toggle--open/)
    release()
    expect(await answer).toBe('answered')
    // Two frames: the form has merged the answer (it does so as the answer arrives).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    await expect(rowToggle(page, 3)).toHaveClass(/collapsible__toggle--open/)
    await expect(page.locator('input[name="layout.3.heading"]')).toBeVisible()
    await expect(page.locator('input[name="layout.3.heading"]')).toHaveValue('Stats 3')
  } finally {
    await deleteDocument(request, 'pages', id)
  }
})
