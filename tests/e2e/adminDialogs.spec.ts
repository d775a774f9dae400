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
