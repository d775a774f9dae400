import { expect, test, type APIRequestContext } from '@playwright/test'

import { apiToken, createDocument, deleteDocument, signIn, visit } from './admin'

/** A published page whose saved draft holds other words: what a release will publish. */
async function pageWithDraft(request: APIRequestContext, run: string, name: string): Promise<{ id: number; path: string }> {
  const slug = `release-${name}-${run}`
  const id = await createDocument(request, 'pages', {
    title: `Release ${name} ${run}`,
    shell: 'full',
    family: 'content',
    slug,
    _status: 'published',
    layout: [{ blockType: 'hero', heading: `Before the launch ${name} ${run}` }],
  })
  const draft = await request.patch(`/api/pages/${id}?draft=true`, {
    headers: { Authorization: `JWT ${apiToken()}` },
    data: { layout: [{ blockType: 'hero', heading: `After the launch ${name} ${run}` }] },
  })
  expect(draft.ok(), await draft.text()).toBe(true)
  return { id, path: `/${slug}` }
}

/** A marketer publishes a campaign release from its page: every document it lists goes live together. */
test('"Publish the release" puts every document of the release live together, and "Roll back" takes them back', async ({ page, request }) => {
  test.setTimeout(90_000)
  const run = Date.now().toString(36)
  const one = await pageWithDraft(request, run, 'one')
  const two = await pageWithDraft(request, run, 'two')
  const releaseId = await createDocument(request, 'releases', {
    name: `Launch ${run}`,
    items: [one, two].map(({ id }) => ({ document: { relationTo: 'pages', value: id } })),
  })
  try {
    await signIn(page)
    await page.goto(`/admin/collections/releases/${releaseId}`)
    const actions = page.getByRole('region', { name: /Ready to publish: 2 documents/ })
    await expect(actions.getByText('changes to publish')).toHaveCount(2)
    expect((await visit(request, one.path)).html).toContain(`Before the launch one ${run}`)
    await actions.getByRole('button', { name: 'Publish the release' }).click()
    await actions.getByRole('button', { name: 'Yes, publish the release' }).click()
    await expect(page.getByRole('region', { name: /Published: 2 documents/ })).toBeVisible({ timeout: 20_000 })
    for (const [doc, name] of [
      [one, 'one'],
      [two, 'two'],
    ] as const)
      expect((await visit(request, doc.path)).html).toContain(`After the launch ${name} ${run}`)

    await page.getByRole('button', { name: 'Roll back' }).click()
    await page.getByRole('button', { name: 'Yes, roll back' }).click()
    await expect(page.getByRole('region', { name: /Rolled back: 2 documents/ })).toBeVisible({ timeout: 20_000 })
    expect((await visit(request, two.path)).html).toContain(`Before the launch two ${run}`)
  } finally {
    await deleteDocument(request, 'releases', releaseId)
    await deleteDocument(request, 'pages', one.id)
    await deleteDocument(request, 'pages', two.id)
  }
})
