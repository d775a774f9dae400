import { expect, test, type Page } from '@playwright/test'

import { addBlock, clickInPreview, createDocument, deleteDocument, openAdmin, openLivePreview, signIn, visit } from './admin'

/**
 * A marketer's reusable section (issue 32, item 4): placed on a page from the block picker, shown to visitors,
 * listed on the section as a page that uses it, selected as one block on the preview canvas with a link to
 * the section, and detached into an editable copy.
 */
test.describe('reusable sections in the admin', () => {
  test.describe.configure({ mode: 'serial' })
  const run = Date.now().toString(36)
  const sectionName = `Closing band ${run}`
  const bandHeading = `Shared closing words ${run}`
  const slug = `band-${run}`
  const path = `/lp/${slug}`
  let sectionId: number | undefined
  let pageId: number | undefined

  test.beforeAll(async ({ request }) => {
    sectionId = await createDocument(request, 'reusable-sections', {
      name: sectionName,
      _status: 'published',
      layout: [{ blockType: 'ctaBanner', heading: bandHeading, backgroundColor: 'blue', buttons: [{ label: 'Sign up', href: '/sign-up', kind: 'primary' }] }],
    })
    pageId = await createDocument(request, 'pages', {
      title: `Band page ${run}`,
      family: 'landing',
      slug,
      shell: 'full',
      _status: 'published',
      layout: [{ blockType: 'hero', heading: `Band page ${run}` }],
    })
  })

  test.afterAll(async ({ request }) => {
    await deleteDocument(request, 'pages', pageId)
    await deleteDocument(request, 'reusable-sections', sectionId)
  })

  async function publish(page: Page) {
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/pages/${pageId}`) &&
        response.request().method() === 'PATCH' &&
        (response.request().postData() ?? '').includes('"_status":"published"'),
    )
    await page.getByRole('button', { name: 'Publish changes', exact: true }).click()
    expect((await saved).ok()).toBe(true)
  }

  test('placed from the block picker, it reaches visitors, and the section lists the page', async ({ page, request }) => {
    test.setTimeout(120_000)
    await signIn(page)
    await openAdmin(page, `/admin/collections/pages/${pageId}`)
    await addBlock(page, page.locator('#field-layout').getByRole('button', { name: 'Add Block to the page' }), 'Reusable section')
    const row = page.locator('#layout-row-1')
    await row.locator('.react-select').click()
    await page.getByRole('option', { name: sectionName }).click()
    await expect(row.getByRole('link', { name: /Edit this section/ })).toHaveAttribute('href', `/admin/collections/reusable-sections/${sectionId}`)
    await publish(page)
    await expect.poll(async () => (await visit(request, path)).html.includes(bandHeading), { timeout: 20_000 }).toBe(true)

    await openAdmin(page, `/admin/collections/reusable-sections/${sectionId}`)
    const usage = page.locator('.section-usage')
    await expect(usage.getByRole('heading', { name: 'Used on 1 page' })).toBeVisible()
    await expect(usage.getByRole('link', { name: `Band page ${run}` })).toHaveAttribute('href', `/admin/collections/pages/${pageId}`)
  })

  test('on the preview canvas, a click in the band selects the reference and offers the section’s own editor', async ({ page }) => {
    test.setTimeout(90_000)
    await signIn(page)
    await openAdmin(page, `/admin/collections/pages/${pageId}`)
    const preview = await openLivePreview(page)
    await expect(preview.locator('html[data-canvas-ready]')).toHaveCount(1, { timeout: 20_000 })
    await clickInPreview(preview.getByRole('heading', { name: bandHeading }))
    await expect(preview.locator('[data-canvas-outline="selected"]')).toContainText(`Reusable section · ${sectionName}`)
    await expect(preview.getByRole('toolbar').getByRole('link', { name: 'Edit the section' })).toHaveAttribute(
      'href',
      `/admin/collections/reusable-sections/${sectionId}`,
    )
    // Its words are the section's: a double-click does not edit them on this page.
    await clickInPreview(preview.getByRole('heading', { name: bandHeading }), { double: true })
    await expect(preview.locator('[data-canvas-editing]')).toHaveCount(0)
  })

  test('Detach puts an editable copy of the band in the reference’s place on this page only', async ({ page }) => {
    test.setTimeout(90_000)
    await signIn(page)
    await openAdmin(page, `/admin/collections/pages/${pageId}`)
    await page.locator('#field-layout').getByRole('button', { name: 'Show All' }).first().click()
    const row = page.locator('#layout-row-1')
    await row.getByRole('button', { name: 'Detach' }).click()
    await expect(row.getByText('later changes to the section no longer reach it')).toBeVisible()
    await row.getByRole('button', { name: 'Detach here' }).click()
    // The form reloads with the copy: a CTA banner holding the section's words, editable here.
    await page.locator('#field-layout').getByRole('button', { name: 'Show All' }).first().click()
    await expect(page.locator('input[name="layout.1.heading"]')).toHaveValue(bandHeading, { timeout: 20_000 })
  })
})
