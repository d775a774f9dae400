import { expect, test, type APIRequestContext } from '@playwright/test'

import { apiToken, openAdmin, openLivePreview, publish, signIn } from './admin'

const publicHtml = async (request: APIRequestContext, path: string) => (await request.get(path, { headers: { cookie: '' } })).text()

test.describe('the editor’s preview and publish flow', () => {
  // One page per run, made and removed through the REST API.
  const slug = `editor-flow-${Date.now().toString(36)}`
  const path = `/products/${slug}`
  const original = 'Heading before the edit'
  const edited = `Heading typed in the admin ${Date.now().toString(36)}`
  let id: number | undefined
  let token = ''

  test.beforeAll(async ({ request }) => {
    token = apiToken()
    const created = await request.post('/api/pages', {
      headers: { Authorization: `JWT ${token}` },
      data: { title: 'Editor flow product', family: 'products', slug, shell: 'full', _status: 'published', layout: [{ blockType: 'hero', heading: original }] },
    })
    expect(created.ok()).toBe(true)
    id = ((await created.json()) as { doc: { id: number } }).doc.id
  })

  test.afterAll(async ({ request }) => {
    if (id !== undefined) await request.delete(`/api/pages/${id}`, { headers: { Authorization: `JWT ${token}` } })
  })

  test('a draft shows in live preview, stays off the public page, and goes live on publish', async ({ page, request }) => {
    test.setTimeout(90_000)
    await expect.poll(() => publicHtml(request, path), { timeout: 15_000 }).toContain(original)

    await signIn(page)

    await openAdmin(page, `/admin/collections/pages/${id}`)
    // The content check's sidebar report runs against the form as it stands.
    await expect(page.getByRole('region', { name: 'Content check' })).toContainText('No problems found', { timeout: 15_000 })
    const preview = await openLivePreview(page)
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(original, { timeout: 20_000 })
    await expect(preview.getByRole('complementary', { name: 'Editing tools' })).toContainText('Draft preview')

    // Typing autosaves a draft (no faster than every 800 ms); the preview re-renders without a reload.
    await preview.locator('body').evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
    const heading = page.locator('input[name="layout.0.heading"]')
    await heading.fill(edited)
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(edited, { timeout: 20_000 })
    expect(await preview.locator('body').evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)

    // Visitors still get the published page.
    const before = await publicHtml(request, path)
    expect(before).toContain(original)
    expect(before).not.toContain(edited)

    await publish(page)
    await expect.poll(() => publicHtml(request, path), { timeout: 15_000 }).toContain(edited)
  })
})
