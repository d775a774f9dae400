/**
 * The admin on a long page (issue 30): Payload's users report 15-second navigations with 50 blocks. A page of
 * 60 blocks (27 at the top, 33 inside Sections) is opened in the edit view; measured are the milliseconds from
 * the navigation to the first field taking a typed letter (hydrated, so the letter stays), and each keystroke's
 * time to the next painted frame (the letter on screen), typed at a person's pace into fields at the top, in
 * the middle, nested in a Section and at the end of the page. Its 27 rows open as an outline (collapsed,
 * OUTLINE_ABOVE_BLOCKS); the rows typed into are opened first, as a person would.
 *
 * Used by tests/e2e/longPage.spec.ts (which reports the figures and bounds only what never settles) and by
 * `npm run bench` (which holds them to the targets on a quiet machine).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export const LONG_PAGE_TARGETS = { firstFieldMs: 2_000, keystrokeP95Ms: 100 }

type Row = Record<string, unknown> & { blockType: string }

const cardGrid = (name: string): Row => ({
  blockType: 'cardGrid',
  heading: `Cards ${name}`,
  cards: [{ title: `${name} one` }, { title: `${name} two` }, { title: `${name} three` }],
})
const ctaBanner = (name: string): Row => ({
  blockType: 'ctaBanner',
  heading: `Banner ${name}`,
  buttons: [{ label: 'Talk to sales', href: '/contact-us', kind: 'primary' }],
})
const stats = (name: string): Row => ({
  blockType: 'stats',
  heading: `Stats ${name}`,
  items: [
    { value: '180+', label: 'countries' },
    { value: '99.999%', label: 'uptime' },
  ],
})

/** 60 blocks: a hero, 11 Sections of three blocks each, and 15 blocks after them. */
export function longLayout(run: string): Row[] {
  const layout: Row[] = [{ blockType: 'hero', heading: `Long page ${run}` }]
  for (let section = 0; section < 11; section++)
    layout.push({ blockType: 'section', heading: `Section ${section}`, blocks: [cardGrid(`s${section}`), ctaBanner(`s${section}`), stats(`s${section}`)] })
  for (let index = 0; index < 15; index++) layout.push([cardGrid, ctaBanner, stats][index % 3](`t${index}`))
  return layout
}

/** How many blocks a layout holds, nested ones included. */
export const blockCount = (layout: Row[]): number => layout.reduce((sum, row) => sum + 1 + (Array.isArray(row.blocks) ? blockCount(row.blocks as Row[]) : 0), 0)

export async function createLongPage(request: APIRequestContext, token: string, run: string): Promise<number> {
  const created = await request.post('/api/pages', {
    headers: { Authorization: `JWT ${token}` },
    data: { title: `Long page ${run}`, family: 'landing', slug: `long-page-${run}`, shell: 'full', _status: 'draft', layout: longLayout(run) },
  })
  expect(created.ok(), await created.text()).toBe(true)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

export type LongPageFigures = { firstFieldMs: number; keystrokes: number[]; p50: number; p95: number; max: number }

/** The fields typed into: top, a block's headline, one nested in a Section halfway down, the last block's. */
const TYPED_FIELDS: { rows: string[]; input: string }[] = [
  { rows: [], input: 'input[name="title"]' },
  { rows: ['#layout-row-0'], input: 'input[name="layout.0.heading"]' },
  { rows: ['#layout-row-6', '#layout-6-blocks-row-1'], input: 'input[name="layout.6.blocks.1.heading"]' },
  { rows: ['#layout-row-26'], input: 'input[name="layout.26.heading"]' },
]

/**
 * Scrolls a block row into view and opens it if it is collapsed, from the keyboard (its toggle focused, Enter):
 * rows above it still grow as their fields render, so a pointer click aimed at the toggle could land on the row
 * that moved under it.
 */
export async function openRow(page: Page, row: string): Promise<void> {
  const toggle = page.locator(row).locator('.collapsible__toggle').first()
  await toggle.scrollIntoViewIfNeeded()
  if ((await toggle.getAttribute('class'))?.includes('collapsible__toggle--collapsed')) await toggle.press('Enter')
  await expect(toggle).toHaveClass(/collapsible__toggle--open/)
}

/** How the edit view is opened: a click on the page in the pages list (the admin's own navigation), or its address. */
export type OpenedVia = 'list' | 'address'

/**
 * Opens the edit view of a page made by createLongPage (the page must be signed in) and answers the milliseconds
 * from the click or the navigation to the first field keeping a typed letter.
 */
export async function openLongPage(page: Page, id: number, via: OpenedVia = 'address'): Promise<number> {
  let opened: number
  if (via === 'list') {
    // As a marketer finds it: the pages list, searched by its title (the list keeps its own sort and page size).
    await page.goto('/admin/collections/pages')
    // Read by the browser itself: in production the session cookie is Secure, which the browser sends to
    // http://localhost and Playwright's own request client does not.
    const title = await page.evaluate(async (docId) => {
      const found = await fetch(`/api/pages/${docId}?depth=0&draft=true`, { credentials: 'same-origin' })
      return ((await found.json()) as { title?: string }).title
    }, id)
    if (!title) throw new Error(`page ${id} could not be read as the signed-in editor`)
    await page.getByPlaceholder(/^Search by/).fill(title)
    const link = page.locator(`a[href*="/admin/collections/pages/${id}"]`).first()
    await link.waitFor({ timeout: 30_000 })
    opened = Date.now()
    await link.click()
  } else {
    opened = Date.now()
    await page.goto(`/admin/collections/pages/${id}`, { waitUntil: 'commit' })
  }
  const title = page.locator('input[name="title"]')
  // Ready: Payload's form says so (`data-form-ready`); a letter typed once React had attached, but before this, was lost.
  await expect
    .poll(() => title.evaluate((input) => input.closest('form')?.getAttribute('data-form-ready') === 'true').catch(() => false), {
      timeout: 60_000,
      intervals: [20],
    })
    .toBe(true)
  // The letter is kept wherever the caret was (the form's first render may have moved it): it is typed, and stays.
  const marks = (await title.inputValue()).split('!').length
  await title.press('!')
  await expect.poll(async () => (await title.inputValue()).split('!').length, { intervals: [10] }).toBe(marks + 1)
  return Date.now() - opened
}

/** Opens the edit view of a page made by createLongPage (the page must be signed in) and measures it. */
export async function measureLongPage(page: Page, id: number, via: OpenedVia = 'address'): Promise<LongPageFigures> {
  const firstFieldMs = await openLongPage(page, id, via)
  // The form alone (the admin remembers whether the live preview was open): the preview's own figures are the canvas test's.
  const toggler = page.locator('#live-preview-toggler')
  if ((await toggler.getAttribute('aria-label').catch(() => null)) === 'Exit Live Preview') await toggler.click()
  await expect(toggler).not.toHaveAttribute('aria-label', 'Exit Live Preview')

  // Each keystroke: from its keydown to the frame after the page has handled it (the letter is painted then).
  await page.evaluate(() => {
    const record = (window as unknown as { __keystrokes: number[] }).__keystrokes ?? []
    ;(window as unknown as { __keystrokes: number[] }).__keystrokes = record
    document.addEventListener(
      'keydown',
      (event) => {
        // Typing into a field only (a row's toggle opened with Enter is not a keystroke in a field).
        if (!(event.target instanceof HTMLElement) || !event.target.matches('input, textarea, [contenteditable="true"]')) return
        const start = event.timeStamp
        requestAnimationFrame(() => setTimeout(() => record.push(performance.now() - start), 0))
      },
      true,
    )
  })
  for (const { rows, input } of TYPED_FIELDS) {
    // A long page opens as an outline (OUTLINE_ABOVE_BLOCKS): a person opens the row, then Payload renders its
    // fields once they come near the screen.
    for (const row of rows) await openRow(page, row)
    const field = page.locator(input)
    await field.scrollIntoViewIfNeeded()
    await field.click()
    await field.press('End')
    const value = await field.inputValue()
    // A person's pace: about seven letters a second.
    await field.pressSequentially(' typed', { delay: 140 })
    await expect(field).toHaveValue(`${value} typed`)
  }
  await page.waitForTimeout(200)
  const keystrokes = (await page.evaluate(() => (window as unknown as { __keystrokes: number[] }).__keystrokes)).map(Math.round)
  const sorted = [...keystrokes].sort((a, b) => a - b)
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] as number
  return { firstFieldMs, keystrokes, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) as number }
}

/** What `npm run bench` reports: the first field opened three ways, and the keystrokes of the last. */
export type LongPageBench = LongPageFigures & { fromListMs: number; sameTabMs: number }

/**
 * For `npm run bench`: signs in, makes the long page, measures it in Chromium, removes it. Once to compile and
 * cache what the edit view needs, as any editor's second visit finds it; then opened from the pages list and
 * at its address in that tab (how a marketer in the admin opens it), and at its address in a new tab (a link
 * from elsewhere: a renderer process of its own, which compiles the admin's code again), where the
 * keystrokes are typed.
 */
export async function benchLongPage(site: string, credentials: { email: string; password: string }): Promise<LongPageBench> {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    const context = await browser.newContext({ baseURL: site })
    const signedIn = await context.request.post('/api/users/login', { data: credentials })
    if (!signedIn.ok()) throw new Error(`signing in as ${credentials.email} answered ${signedIn.status()}`)
    const token = ((await signedIn.json()) as { token: string }).token
    const id = await createLongPage(context.request, token, `bench-${Date.now().toString(36)}`)
    try {
      const page = await context.newPage()
      await measureLongPage(page, id)
      const fromListMs = await openLongPage(page, id, 'list')
      const sameTabMs = await openLongPage(page, id, 'address')
      return { ...(await measureLongPage(await context.newPage(), id)), fromListMs, sameTabMs }
    } finally {
      await context.request.delete(`/api/pages/${id}`, { headers: { Authorization: `JWT ${token}` } })
    }
  } finally {
    await browser.close()
  }
}
