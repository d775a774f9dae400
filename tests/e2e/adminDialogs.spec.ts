/**
 * The admin's dialogs say what will happen (issue 30). Scheduling keeps the moment the marketer chose: a
 * time picked and then a zone chosen is that time in that zone, across a daylight-saving change, whatever
 * zone the browser is in, and the dialog opens on Publish for a document never published. Deleting a
 * published page says it is live and where. Payload's dialogs are patched for these (patches/).
 */
import { expect, test, type APIRequestContext, type Page, type Request, type Route } from '@playwright/test'

import { adminCreatePageUrl } from '../../src/lib/pages/previewAddress'

import { createDocument, deleteDocument, openAdmin, signIn } from './admin'

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
    await openAdmin(page, `/admin/collections/pages/${id}`)
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
    await openAdmin(page, `/admin/collections/pages/${id}`)
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
  await openAdmin(page, '/admin/collections/pages/create')
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

/** A published landing page holding the address `/lp/<slug>`. */
const holderPage = (request: APIRequestContext, run: string, slug: string) =>
  createDocument(request, 'pages', { title: `Holder ${run}`, family: 'landing', slug, _status: 'published', layout: [{ blockType: 'hero', heading: 'Held' }] })

/** The address field's wrapper: it carries `error` while Payload shows the field as invalid. */
const slugWrapper = (page: Page) =>
  page.locator('#field-slug').locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " field-type ")][1]')

/** The address field names the page that holds the address, with a link to it. */
async function expectTakenBy(page: Page, run: string, holderId: number) {
  const slugField = slugWrapper(page)
  await expect(slugField).toContainText(`already used by “Holder ${run}”`)
  await expect(slugField.getByRole('link', { name: 'Open the document that uses this address' })).toHaveAttribute(
    'href',
    `/admin/collections/pages/${holderId}`,
  )
}

/** A new page, opened as the dashboard's "Create a landing page" opens it (the page type chosen by the link). */
async function openNewLandingPage(page: Page) {
  await signIn(page)
  await openAdmin(page, adminCreatePageUrl('landing'))
  await expect(page.locator('#field-family')).toContainText('Landing', { timeout: 20_000 })
}

test('a taken address is refused on the address field, naming the page that holds it, with a link to it', async ({ page, request }) => {
  test.setTimeout(90_000)
  const run = Date.now().toString(36)
  const holderId = await holderPage(request, run, `taken-${run}`)
  try {
    await openNewLandingPage(page)
    await page.locator('#field-title').fill(`Newcomer ${run}`)
    await page.locator('#field-slug').fill(`taken-${run}`)
    await page.getByRole('button', { name: 'Publish changes', exact: true }).click()

    const slugField = slugWrapper(page)
    await expect(slugField).toHaveClass(/\berror\b/, { timeout: 20_000 })
    await expectTakenBy(page, run, holderId)
  } finally {
    await deleteDocument(request, 'pages', holderId)
  }
})

/**
 * Holds the browser's requests that `matches` picks until `release()`; `caught` resolves on the first held.
 * `settled()` answers once no such request is in flight (held ones included), for what follows them.
 */
async function holdRequests(page: Page, matches: (request: Request) => boolean) {
  const held: Route[] = []
  const inFlight = new Set<Request>()
  let holding = true
  let first: () => void = () => undefined
  const caught = new Promise<void>((resolve) => (first = resolve))
  page.on('request', (r) => matches(r) && inFlight.add(r))
  page.on('requestfinished', (r) => inFlight.delete(r))
  page.on('requestfailed', (r) => inFlight.delete(r))
  await page.route('**/*', async (route) => {
    if (!holding || !matches(route.request())) return route.fallback()
    held.push(route)
    first()
  })
  return {
    caught,
    /** Whether the request is one held. */
    isHeld: (r: Request) => held.some((route) => route.request() === r),
    /** How many are held. */
    heldCount: () => held.length,
    /** New ones pass from now on; those held stay held until release. */
    stopHolding: () => {
      holding = false
    },
    /** Lets the held requests go on, and new ones pass. */
    release: async () => {
      holding = false
      await Promise.all(held.map((route) => route.continue()))
    },
    settled: () => expect.poll(() => inFlight.size, { timeout: 20_000, intervals: [20] }).toBe(0),
  }
}

/** Two frames: whatever React dispatched on a response has rendered. */
const frames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

test('an autosave answered after more typing keeps what was typed meanwhile, in every field', async ({ page, request }) => {
  test.setTimeout(90_000)
  const run = Date.now().toString(36)
  const id = await createDocument(request, 'pages', {
    title: `Autosave race ${run}`,
    family: 'landing',
    slug: `autosave-race-${run}`,
    _status: 'published',
    layout: [{ blockType: 'hero', heading: 'Before' }],
  })
  try {
    await signIn(page)
    await openAdmin(page, `/admin/collections/pages/${id}`)
    const heading = page.locator('input[name="layout.0.heading"]')
    await expect(heading).toHaveValue('Before', { timeout: 20_000 })

    // The first autosave is held in flight while the marketer goes on: more words in the headline, then the title.
    const isAutosave = (r: Request) => r.method() === 'PATCH' && r.url().includes(`/api/pages/${id}?`) && r.url().includes('autosave=true')
    const autosave = await holdRequests(page, isAutosave)
    await heading.fill('Typed first')
    await autosave.caught
    await heading.fill('Typed first, then more')
    await page.locator('#field-title').fill(`Autosave race ${run}, retitled`)

    // Its answer comes in (it knew only "Typed first"); the next autosave leaves only after it is merged (one queue).
    const next = page.waitForResponse((r) => isAutosave(r.request()) && !autosave.isHeld(r.request()))
    await autosave.release()
    await next
    await expect(heading).toHaveValue('Typed first, then more')
    await expect(page.locator('#field-title')).toHaveValue(`Autosave race ${run}, retitled`)
  } finally {
    await deleteDocument(request, 'pages', id)
  }
})

test('a form-state answer to a request sent before Publish does not clear the errors Publish returned', async ({ page, request }) => {
  test.setTimeout(90_000)
  const run = Date.now().toString(36)
  const holderId = await holderPage(request, run, `held-${run}`)
  try {
    await openNewLandingPage(page)
    // Payload asks the server for the form's state 250 ms after a change, without validation before a submit, one
    // request at a time: the first is held, so every one sent before Publish answers after it.
    const formState = await holdRequests(
      page,
      (r) => r.method() === 'POST' && r.url().includes('/admin/collections/pages/create') && r.headers()['next-action'] !== undefined,
    )
    await page.locator('#field-title').fill(`Late answer ${run}`)
    await page.locator('#field-slug').fill(`held-${run}`)
    await formState.caught
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/pages', { timeout: 60_000 })
    // What the page asks for from Publish on, to say where it stopped if the save never goes out (CI: once, "Publishing"
    // for 90 s with no save seen).
    const asked: string[] = []
    const onRequest = (r: Request) => asked.push(`${r.method()} ${new URL(r.url()).pathname}${r.headers()['next-action'] ? ' (server function)' : ''}`)
    page.on('request', onRequest)
    // Only what was asked before Publish is held: a request Publish itself makes must not wait on the test.
    formState.stopHolding()
    await page.getByRole('button', { name: 'Publish changes', exact: true }).click()
    const answer = await saved.catch((error: Error) => {
      throw new Error(
        `${error.message}\nFrom Publish on, the page asked for: ${asked.join(' · ') || 'nothing'}; held form-state requests: ${formState.heldCount()}`,
      )
    })
    page.off('request', onRequest)
    expect(answer.status()).toBe(400)
    const slugField = slugWrapper(page)
    await expect(slugField).toContainText(`already used by “Holder ${run}”`, { timeout: 20_000 })

    // The answer to the earlier request arrives now: the refusal stays on the field, with its link.
    await formState.release()
    await formState.settled()
    await frames(page)
    // Read once, not retried: an error that went and came back would pass a retried expectation.
    expect(await slugField.getAttribute('class')).toMatch(/\berror\b/)
    await expectTakenBy(page, run, holderId)
  } finally {
    await deleteDocument(request, 'pages', holderId)
  }
})
