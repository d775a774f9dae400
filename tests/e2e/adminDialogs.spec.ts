/**
 * The admin's dialogs say what will happen (issue 30). Scheduling keeps the moment the marketer chose: a
 * time picked and then a zone chosen is that time in that zone, across a daylight-saving change, whatever
 * zone the browser is in, and the dialog opens on Publish for a document never published. Deleting a
 * published page says it is live and where. Payload's dialogs are patched for these (patches/).
 */
import { expect, test, type Page } from '@playwright/test'

import { createDocument, deleteDocument, signIn } from './admin'

// The browser in Berlin, the server in UTC, the schedule in New York: three zones, so no two can agree by chance.
test.use({ timezoneId: 'Europe/Berlin' })

async function openScheduleDialog(page: Page) {
  await page.locator('#action-save').locator('xpath=..').locator('.popup-button').click()
  await page.locator('#schedule-publish').click()
  const dialog = page.locator('.schedule-publish')
  await expect(dialog.first()).toBeVisible()
}

test.describe('scheduling a publish', () => {
  const run = Date.now().toString(36)
  let id: number | undefined

  test.beforeAll(async ({ request }) => {
    const draft = { title: `Scheduled ${run}`, family: 'landing', slug: `scheduled-${run}`, _status: 'draft', layout: [{ blockType: 'hero', heading: 'Soon' }] }
    id = await createDocument(request, 'pages', draft, '?draft=true')
  })

  test.afterAll(async ({ request }) => deleteDocument(request, 'pages', id))

  test('9:00 then Eastern time is 9:00 Eastern, in winter and in summer, and the dialog opens on Publish', async ({ page }) => {
    test.setTimeout(90_000)
    await signIn(page)
    await page.goto(`/admin/collections/pages/${id}`)
    const year = new Date().getUTCFullYear() + 1
    // 15 January: Eastern is UTC-5; 15 July: UTC-4 (daylight saving). Berlin is UTC+1 and UTC+2.
    for (const [typed, shown] of [
      [`Jan 15, ${year} 9:00 AM`, `January 15th ${year}, 9:00 AM`],
      [`Jul 15, ${year} 9:00 AM`, `July 15th ${year}, 9:00 AM`],
    ] as const) {
      await openScheduleDialog(page)
      const dialog = page.locator('.schedule-publish').first()
      // Never published: the dialog offers Publish first.
      await expect(dialog.getByRole('radio', { name: 'Publish', exact: true })).toBeChecked()
      const date = dialog.locator('.react-datepicker__input-container input')
      await date.fill(typed)
      await date.press('Enter')
      await dialog.locator('#timezone-picker').fill('Eastern Time')
      await dialog.locator('#timezone-picker').press('Enter')
      // The time shown is still the one chosen.
      await expect(date).toHaveValue(typed)
      await dialog.getByRole('button', { name: 'Save' }).click()
      // The schedule as stored, read back in its own zone: the moment chosen.
      const row = dialog.locator('.schedule-publish__upcoming tbody tr').filter({ hasText: shown })
      await expect(row).toContainText('Eastern Time')
      await expect(row).toContainText('Publish')
      // Removed again from the same list (a year ahead, it would wait in the test database for ever).
      await row.locator('.schedule-publish__delete').click()
      await expect(row).toHaveCount(0)
      await page.keyboard.press('Escape')
    }
  })
})

test('deleting a published page says it is live, and at which address', async ({ page, request }) => {
  const slug = `live-delete-${Date.now().toString(36)}`
  const id = await createDocument(request, 'pages', {
    title: 'Live page',
    family: 'landing',
    slug,
    _status: 'published',
    layout: [{ blockType: 'hero', heading: 'Live' }],
  })
  try {
    await signIn(page)
    await page.goto(`/admin/collections/pages/${id}`)
    await page.locator('.doc-controls__popup .popup-button').click()
    await page.locator('#action-delete').click()
    await expect(page.locator('.delete-document__live')).toHaveText(
      `It is live on the site at /lp/${slug}: deleting it takes it off the site, and visitors get “page not found” there.`,
    )
  } finally {
    await deleteDocument(request, 'pages', id)
  }
})

test('after a failed save, a new block is not shown as invalid until it is typed in or saved again', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page)
  await page.goto('/admin/collections/pages/create')
  // A field's wrapper carries `error` while Payload shows it as invalid.
  const wrapper = (name: string) =>
    page.locator(`input[name="${name}"]`).locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " field-type ")][1]')

  // Publish with no title: the save fails and the title is shown as invalid.
  await page.getByRole('button', { name: 'Publish changes', exact: true }).click()
  await expect(wrapper('title')).toHaveClass(/\berror\b/)

  // A Hero added now: its required headline is empty, and not red, through the form's next validation round.
  await page.locator('#field-layout').getByRole('button', { name: 'Add Block to the page' }).click()
  const picker = page.locator('dialog[open], .drawer--is-open').last()
  await picker.getByPlaceholder('Search for a block').fill('Hero')
  await picker.locator('button').filter({ hasText: /^Hero/ }).first().click()
  await expect(page.locator('input[name="layout.0.heading"]')).toBeVisible({ timeout: 20_000 })
  await page.locator('#field-title').fill(`Untouched ${Date.now().toString(36)}`)
  // The title's error goes once the server has validated the form again, the new headline included.
  await expect(wrapper('title')).not.toHaveClass(/\berror\b/, { timeout: 20_000 })
  await expect(wrapper('layout.0.heading')).not.toHaveClass(/\berror\b/)

  // Saving again shows it: the headline is still required.
  await page.getByRole('button', { name: 'Publish changes', exact: true }).click()
  await expect(wrapper('layout.0.heading')).toHaveClass(/\berror\b/)
})

test('a taken address is refused on the address field, naming the page that holds it, with a link to it', async ({ page, request }) => {
  test.setTimeout(90_000)
  const run = Date.now().toString(36)
  const holderId = await createDocument(request, 'pages', {
    title: `Holder ${run}`,
    family: 'landing',
    slug: `taken-${run}`,
    _status: 'published',
    layout: [{ blockType: 'hero', heading: 'Held' }],
  })
  try {
    await signIn(page)
    await page.goto('/admin/collections/pages/create')
    await page.locator('#field-title').fill(`Newcomer ${run}`)
    await page.locator('#field-family .rs__control').click()
    await page.getByRole('option', { name: /^Landing/ }).click()
    await page.locator('#field-slug').fill(`taken-${run}`)
    await page.getByRole('button', { name: 'Publish changes', exact: true }).click()

    const slugField = page.locator('#field-slug').locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " field-type ")][1]')
    await expect(slugField).toHaveClass(/\berror\b/, { timeout: 20_000 })
    await expect(slugField).toContainText(`already used by “Holder ${run}”`)
    await expect(slugField.getByRole('link', { name: 'Open the document that uses this address' })).toHaveAttribute(
      'href',
      `/admin/collections/pages/${holderId}`,
    )
  } finally {
    await deleteDocument(request, 'pages', holderId)
  }
})
