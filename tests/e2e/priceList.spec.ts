import { expect, test, type Page, type Response } from '@playwright/test'

import { addBlock, apiToken, openAdmin, signIn, visit } from './admin'

/**
 * Picks an option of a react-select field (Payload's select and relationship fields) by typing part of its label. A
 * relationship field's search once ended at "No options" in CI for a price that exists: should it happen again, the
 * failure lists what the field asked the server and what came back.
 */
async function choose(page: Page, fieldId: string, typed: string, option: RegExp) {
  const field = page.locator(`#${fieldId}`)
  const asked: string[] = []
  const started = Date.now()
  const onResponse = async (response: Response) => {
    const request = response.request()
    if (request.headers()['x-payload-http-method-override'] !== 'GET') return
    const search = /\[like\]=([^&]*)/.exec(decodeURIComponent(request.postData() ?? ''))?.[1]?.replace(/\+/g, ' ')
    const docs = ((await response.json().catch(() => ({}))) as { docs?: unknown[] }).docs?.length
    asked.push(`${Date.now() - started} ms ${new URL(response.url()).pathname} ${response.status()}: ${docs ?? '?'} docs for ${search ?? '(no search)'}`)
  }
  page.on('response', onResponse)
  try {
    await field.locator('.rs__control').click()
    await field.locator('input').first().fill(typed)
    const found = page.getByRole('option', { name: option }).first()
    await expect(found).toBeVisible({ timeout: 30_000 })
    await found.click()
  } catch (error) {
    throw new Error(`${(error as Error).message}\nThe field asked: ${asked.join(' · ') || 'nothing'}`)
  } finally {
    page.off('response', onResponse)
  }
  await expect(field.locator('.rs__single-value')).toHaveText(option)
}

/**
 * Issue 33: a marketer prices a table from the price list in the admin, as a person would: a Pricing table's row
 * chooses a price by its name, another shows a product's lowest price; the page shows the list's prices.
 */
test('a marketer builds a pricing table from the price list in the admin', async ({ page, request }) => {
  test.setTimeout(120_000)
  const run = Date.now().toString(36)
  const path = `/price-list-${run}`
  await signIn(page)
  await openAdmin(page, '/admin/collections/pages/create')
  await page.locator('#field-title').fill(`Price list ${run}`)
  await page.locator('#field-slug').fill(`price-list-${run}`)
  await addBlock(page, page.locator('#field-layout').getByRole('button', { name: 'Add Block to the page' }), 'Pricing table')
  await page.locator('input[name="layout.0.heading"]').fill('What it costs')

  const addRow = page.locator('#field-layout__0__rows').getByRole('button', { name: /Add Price row/ })
  await addRow.click()
  // A new row takes its price from the list: the marketer finds it by its name.
  await expect(page.locator('#field-layout__0__rows__0__source')).toContainText('A price from the price list')
  await choose(page, 'field-layout__0__rows__0__entry', 'Standard storage', /Standard storage/)

  await addRow.click()
  await choose(page, 'field-layout__0__rows__1__source', 'lowest', /From the lowest price of a product/)
  await choose(page, 'field-layout__0__rows__1__fromProduct', 'Messaging', /^Messaging$/)
  await page.locator('input[name="layout.0.rows.1.fromMatching"]').fill('outbound sms')
  await page.locator('input[name="layout.0.rows.1.item"]').fill('Text messages')

  const saved = page.waitForResponse((r) => /\/api\/pages/.test(r.url()) && ['POST', 'PATCH'].includes(r.request().method()))
  await page.getByRole('button', { name: 'Publish changes', exact: true }).click()
  expect((await saved).ok()).toBe(true)
  await page.waitForURL(/\/admin\/collections\/pages\/\d+/)
  const id = /\/pages\/(\d+)/.exec(page.url())?.[1]

  await expect.poll(async () => (await visit(request, path)).status, { timeout: 10_000 }).toBe(200)
  await page.goto(path)
  const table = page.getByRole('table', { name: /What it costs/ })
  await expect(table.getByRole('row', { name: /Standard storage/ })).toContainText('$0.0060')
  await expect(table.getByRole('row', { name: /Text messages/ })).toContainText('From $0.0035')

  expect((await request.delete(`/api/pages/${id}`, { headers: { Authorization: `JWT ${apiToken()}` } })).ok()).toBe(true)
})
