import { expect, test } from '@playwright/test'

import { apiToken, clickInPreview, createDocument, deleteDocument, openAdmin, openLivePreview, signIn, visit } from './admin'

/**
 * A marketer starts an A/B test from a block, alone: "Test a variant of this block" makes the block variant A
 * of a new running experiment with the chosen goal, its copy below variant B; they change the copy and
 * publish, and visitors are split between the two, on a page that existed before the test, with no build.
 */
test('"Test a variant of this block" starts a test on an existing page: B is the copy, edited, live once published', async ({ page, request }) => {
  test.setTimeout(120_000)
  const run = Date.now().toString(36)
  const slug = `variant-test-${run}`
  const headlineA = `Start building today ${run}`
  const headlineB = `Talk to us first ${run}`
  const pageId = await createDocument(request, 'pages', {
    title: `Variant test ${run}`,
    shell: 'full',
    family: 'products',
    slug,
    _status: 'published',
    layout: [
      { blockType: 'hero', heading: `A page before any test ${run}` },
      { blockType: 'ctaBanner', heading: headlineA, backgroundColor: 'blue', buttons: [{ label: 'Sign up', href: '/sign-up', kind: 'primary' }] },
    ],
  })
  let experimentId: number | undefined
  try {
    await signIn(page)
    await openAdmin(page, `/admin/collections/pages/${pageId}`)
    const row = page.locator('#layout-row-1')
    const start = row.getByRole('button', { name: 'Test a variant of this block' })
    // Every block row open (the layout's own "Show All"), whatever the admin remembered of this page.
    await page.locator('#field-layout').getByRole('button', { name: 'Show All' }).first().click()
    await expect(start).toBeVisible()
    await start.click()
    await row.getByLabel('Goal').selectOption('sign-up')
    const created = page.waitForResponse((response) => response.url().endsWith('/api/experiments') && response.request().method() === 'POST')
    await row.getByRole('button', { name: 'Start the test' }).click()
    const answer = await created
    expect(answer.status()).toBe(201)
    const experiment = ((await answer.json()) as { doc: { id: number; key: string; status: string; goal: string } }).doc
    experimentId = experiment.id
    expect(experiment).toMatchObject({ status: 'running', goal: 'sign-up' })
    await expect(row.getByText('Variant B is the copy below')).toBeVisible()

    // The copy, right below: variant B, to be changed.
    const copy = page.locator('#layout-row-2')
    await expect(copy).toBeVisible()
    const copyHeadline = copy.locator('#field-layout__2__heading')
    await expect(copyHeadline).toHaveValue(headlineA)
    await copyHeadline.fill(headlineB)
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/pages/${pageId}`) &&
        response.request().method() === 'PATCH' &&
        (response.request().postData() ?? '').includes('"_status":"published"'),
    )
    await page.getByRole('button', { name: 'Publish changes', exact: true }).click()
    expect((await saved).ok()).toBe(true)

    const live = await request.get(`/api/pages/${pageId}?depth=0&draft=false`, { headers: { Authorization: `JWT ${apiToken()}` } })
    const layout = ((await live.json()) as { layout: { blockType: string; heading?: string; experiment?: { key?: string; variant?: string } }[] }).layout
    expect(layout.map((block) => [block.blockType, block.heading ?? '', block.experiment?.key ?? '', block.experiment?.variant ?? ''])).toEqual([
      ['hero', `A page before any test ${run}`, '', 'A'],
      ['ctaBanner', headlineA, experiment.key, 'A'],
      ['ctaBanner', headlineB, experiment.key, 'B'],
    ])

    // Visitors: the control for a first visit (with the chooser), B for one whose cookie names it.
    const path = `/products/${slug}`
    await expect
      .poll(async () => {
        const { html } = await visit(request, path)
        return html.includes(headlineA) && !html.includes(headlineB) && html.includes(`"key":"${experiment.key}"`)
      })
      .toBe(true)
    const asB = await request.get(path, { headers: { cookie: `ostra_v2=${experiment.key}.1` } })
    const html = await asB.text()
    expect(html).toContain(headlineB)
    expect(html).not.toContain(headlineA)
  } finally {
    await deleteDocument(request, 'pages', pageId)
    await deleteDocument(request, 'experiments', experimentId)
  }
})

test('the preview toolbar’s A/B button opens the same choice on the block’s row, click goal included', async ({ page, request }) => {
  test.setTimeout(90_000)
  const run = Date.now().toString(36)
  const headline = `Ready when you are ${run}`
  const pageId = await createDocument(request, 'pages', {
    title: `Toolbar test ${run}`,
    shell: 'full',
    family: 'landing',
    slug: `toolbar-test-${run}`,
    _status: 'published',
    layout: [
      { blockType: 'hero', heading: `Toolbar test ${run}` },
      { blockType: 'ctaBanner', heading: headline, backgroundColor: 'blue', buttons: [{ label: 'Talk to sales', href: '/contact-us', kind: 'primary' }] },
    ],
  })
  try {
    await signIn(page)
    await openAdmin(page, `/admin/collections/pages/${pageId}`)
    const preview = await openLivePreview(page)
    await expect(preview.locator('html[data-canvas-ready]')).toHaveCount(1, { timeout: 20_000 })
    await clickInPreview(preview.getByRole('heading', { name: headline }))
    await preview.getByRole('toolbar').getByRole('button', { name: 'Test a variant of this block (A/B test)' }).click()
    const row = page.locator('#layout-row-1')
    const goal = row.getByLabel('Goal')
    await expect(goal).toBeFocused()
    await goal.selectOption('click')
    await expect(row.getByRole('textbox', { name: 'Button or link' })).toBeVisible()
    // Unnamed, the test does not start, and says why.
    await row.getByRole('button', { name: 'Start the test' }).click()
    await expect(row.getByText('Name the button or link')).toBeVisible()
  } finally {
    await deleteDocument(request, 'pages', pageId)
  }
})
