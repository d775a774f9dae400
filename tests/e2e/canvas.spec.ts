/**
 * Click-to-edit in the live preview (issue 30): the preview names what the marketer clicked, the
 * admin's form opens the rows, focuses the field and makes every change; nothing of it reaches visitors.
 */
import { expect, test, type FrameLocator, type Page } from '@playwright/test'

import { CANVAS_READY_ATTRIBUTE, CANVAS_REVEAL_ATTRIBUTE } from '../../src/lib/editor/canvas'
import { apiToken, clickInPreview, createDocument, deleteDocument, openAdmin, openLivePreview, signIn, visit } from './admin'
import MAIN_PAGES from './mainPages.json' with { type: 'json' }

/** Lexical rich text of one paragraph, as the admin stores it. */
const words = (text: string) => ({
  root: {
    type: 'root',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 1,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      },
    ],
  },
})

/** "Spring Launch": a hero, a Section holding a card grid of three cards, a CTA banner, an FAQ. */
const springLaunch = (run: string) => [
  { blockType: 'hero', heading: `Spring Launch ${run}`, buttons: [{ label: 'Start free', href: '/sign-up', kind: 'primary' }] },
  {
    blockType: 'section',
    heading: 'Why teams switch',
    blocks: [{ blockType: 'cardGrid', columns: '3', cards: [{ title: 'Fast setup' }, { title: 'Global reach' }, { title: 'Fair prices' }] }],
  },
  {
    blockType: 'ctaBanner',
    heading: 'Ready when you are',
    backgroundColor: 'blue',
    buttons: [{ label: 'Talk to sales', href: '/contact-us', kind: 'primary' }],
  },
  { blockType: 'faq', heading: 'Questions', items: [{ question: 'Can I port my numbers?', answer: words('Yes, from any carrier.') }] },
]

/** The preview's block headings in page order: what a visitor would read down the page. */
const previewHeadings = (preview: FrameLocator) => preview.locator('main :is(h1, h2)').allTextContents()

/** The outline the preview draws around the selected block, and its name. */
const selectedOutline = (preview: FrameLocator) => preview.locator('[data-canvas-outline="selected"]')

async function openEditor(page: Page, id: number, collection = 'pages'): Promise<FrameLocator> {
  await signIn(page)
  await openAdmin(page, `/admin/collections/${collection}/${id}`)
  const preview = await openLivePreview(page)
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 })
  // The canvas's script loads after the page shows: clicks before it are the page's own.
  await expect(preview.locator('html[data-canvas-ready]')).toHaveCount(1, { timeout: 20_000 })
  return preview
}

/**
 * A click in the preview reaches the form by message, opens every collapsed row on the way and focuses the field: with
 * a second browser worker and the server busy (CI), that took longer than expect's 5 s default once (found failing in a fresh clone's run).
 * Longer than the form's own search for the field (FIND_FIELD_MS in CanvasBridge, 15 s), so the test sees how it ended.
 */
const FOCUS_MS = 20_000

/** The name of the admin's field that has the focus (or what else has it), so that a failure says where the focus went. */
const focusedName = (page: Page) =>
  page.evaluate(
    ([ready, reveal]) => {
      const active = document.activeElement
      if (!(active instanceof HTMLIFrameElement)) return active?.getAttribute('name') ?? `${active?.tagName.toLowerCase()}#${active?.id}`
      // Still on the preview: where it is, whether its canvas answers clicks, what it focused, and how the form's last
      // search for a clicked field ended.
      const inside = active.contentDocument
      const focused = inside?.activeElement
      return `preview ${active.contentWindow?.location.pathname}${inside?.documentElement.hasAttribute(ready) ? '' : ' (canvas not ready)'}, focus on ${focused?.tagName.toLowerCase()} "${focused?.textContent?.slice(0, 40)}"; the form's last reveal: ${document.documentElement.getAttribute(reveal) ?? 'none'}`
    },
    [CANVAS_READY_ATTRIBUTE, CANVAS_REVEAL_ATTRIBUTE] as const,
  )

test.describe('click-to-edit in the live preview', () => {
  // One page edited in turn: each test starts from the previous one's result.
  test.describe.configure({ mode: 'serial' })
  const run = Date.now().toString(36)
  const slug = `canvas-${run}`
  const path = `/lp/${slug}`
  let id: number | undefined

  test.beforeAll(async ({ request }) => {
    id = await createDocument(request, 'pages', {
      title: `Canvas ${run}`,
      family: 'landing',
      slug,
      shell: 'full',
      _status: 'published',
      layout: springLaunch(run),
    })
  })

  test.afterAll(async ({ request }) => deleteDocument(request, 'pages', id))

  test('a click on the preview focuses the field holding those words, and the form’s focus outlines its block', async ({ page }) => {
    test.setTimeout(90_000)
    const preview = await openEditor(page, id as number)

    // The hero's headline: its input takes focus.
    await clickInPreview(preview.getByRole('heading', { level: 1 }))
    await expect.poll(() => focusedName(page), { timeout: FOCUS_MS }).toBe('layout.0.heading')
    await expect(selectedOutline(preview)).toContainText('Hero')

    // A card inside a card grid inside a Section: every collapsed row on the way opens.
    await clickInPreview(preview.getByText('Global reach', { exact: true }))
    await expect.poll(() => focusedName(page), { timeout: FOCUS_MS }).toBe('layout.1.blocks.0.cards.1.title')
    await expect(selectedOutline(preview)).toContainText('Card grid')

    // The other way: focusing a row's field in the form outlines its block on the preview.
    await page.locator('input[name="layout.3.heading"]').focus()
    await expect(selectedOutline(preview)).toContainText('FAQ')

    // A click on a link in the preview selects its block; it does not follow the link.
    await clickInPreview(preview.getByRole('link', { name: 'Talk to sales' }))
    await expect.poll(() => focusedName(page), { timeout: FOCUS_MS }).toBe('layout.2.buttons.0.label')
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`Spring Launch ${run}`)
  })

  test('the toolbar moves, duplicates, hides and deletes blocks through the form, and undoes its last action', async ({ page, request }) => {
    test.setTimeout(120_000)
    const preview = await openEditor(page, id as number)
    const toolbar = preview.getByRole('toolbar')

    await clickInPreview(preview.getByRole('heading', { name: 'Ready when you are' }))
    await toolbar.getByRole('button', { name: 'Move up' }).click()
    // The form's own state changed (its row order), and the preview follows once the draft autosaves.
    await expect(page.locator('input[name="layout.1.heading"]')).toHaveValue('Ready when you are')
    await expect
      .poll(() => previewHeadings(preview), { timeout: 20_000 })
      .toEqual([`Spring Launch ${run}`, 'Ready when you are', 'Why teams switch', 'Questions'])

    await toolbar.getByRole('button', { name: 'Undo the last canvas action' }).click()
    await expect
      .poll(() => previewHeadings(preview), { timeout: 20_000 })
      .toEqual([`Spring Launch ${run}`, 'Why teams switch', 'Ready when you are', 'Questions'])

    await clickInPreview(preview.getByRole('heading', { name: 'Questions' }))
    await toolbar.getByRole('button', { name: 'Duplicate' }).click()
    await expect
      .poll(() => previewHeadings(preview), { timeout: 20_000 })
      .toEqual([`Spring Launch ${run}`, 'Why teams switch', 'Ready when you are', 'Questions', 'Questions'])
    await toolbar.getByRole('button', { name: 'Delete' }).click()
    await expect
      .poll(() => previewHeadings(preview), { timeout: 20_000 })
      .toEqual([`Spring Launch ${run}`, 'Why teams switch', 'Ready when you are', 'Questions'])

    // Add after: Payload's own picker, with its pictures, descriptions and search (closed again here).
    await clickInPreview(preview.getByRole('heading', { name: 'Ready when you are' }))
    await toolbar.getByRole('button', { name: 'Add a block after this one' }).click()
    const picker = page.locator('dialog[open], .drawer--is-open').last()
    await expect(picker.getByPlaceholder('Search for a block')).toBeVisible()
    await expect(picker.getByRole('img', { name: /Cards in 2–4 columns/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(picker.getByPlaceholder('Search for a block')).toBeHidden()

    // Hidden: kept in the document and greyed in the preview.
    await clickInPreview(preview.getByRole('heading', { name: 'Ready when you are' }))
    await toolbar.getByRole('button', { name: 'Hide or show on the site' }).click()
    await expect(page.locator('input[name="layout.2.hidden"]')).toBeChecked()
    await expect(preview.locator('[data-canvas-hidden]')).toContainText('Ready when you are', { timeout: 20_000 })
    // Autosave keeps it in the draft, as a change made in the form would be.
    await expect
      .poll(
        async () => {
          const draft = await request.get(`/api/pages/${id}?draft=true&depth=0`, { headers: { Authorization: `JWT ${apiToken()}` } })
          return ((await draft.json()) as { layout: { heading?: string; hidden?: boolean }[] }).layout.map((block) => [block.heading, block.hidden === true])
        },
        { timeout: 20_000 },
      )
      .toEqual([
        [`Spring Launch ${run}`, false],
        ['Why teams switch', false],
        ['Ready when you are', true],
        ['Questions', false],
      ])
  })

  test('the preview shows each keystroke from the form’s unsaved state (latency reported)', async ({ page }) => {
    test.setTimeout(120_000)
    const preview = await openEditor(page, id as number)
    const input = page.locator('input[name="layout.0.heading"]')
    const heading = preview.getByRole('heading', { level: 1 })
    await input.click()
    await input.press('End')
    const latencies: number[] = []
    let expected = await input.inputValue()
    for (const letter of ' typed live') {
      expected += letter
      const started = Date.now()
      await input.press(letter === ' ' ? 'Space' : letter)
      // A bound for a keystroke that never shows (10 s), not the target: the figure is reported.
      await expect(heading).toHaveText(expected, { timeout: 10_000 })
      latencies.push(Date.now() - started)
    }
    const sorted = [...latencies].sort((a, b) => a - b)
    const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1] as number
    test.info().annotations.push({
      type: 'keystroke to preview (ms)',
      description: `p50 ${sorted[Math.floor(sorted.length / 2)]}, p95 ${p95}, max ${sorted.at(-1)}: ${latencies.join(' ')}`,
    })
    console.log(`[canvas] keystroke to preview: p95 ${p95} ms (${latencies.join(' ')})`)
  })

  test('the preview keeps its scroll position and selection while it follows the form', async ({ page }) => {
    test.setTimeout(90_000)
    const preview = await openEditor(page, id as number)
    await clickInPreview(preview.getByText('Can I port my numbers?', { exact: true }))
    await expect(selectedOutline(preview)).toContainText('FAQ')
    // Focusing the FAQ's heading in the form brings its block into view on the preview (by design): once it has.
    const input = page.locator('input[name="layout.3.heading"]')
    await input.focus()
    const scrollY = () => preview.locator('html').evaluate(() => window.scrollY)
    let scrolled = -1
    await expect.poll(async () => scrolled === (scrolled = await scrollY()), { intervals: [250] }).toBe(true)
    expect(scrolled).toBeGreaterThan(0)

    // A change in the form: the preview renders it (a refresh of the page under the canvas).
    await input.fill('Questions kept')
    await expect(preview.getByRole('heading', { name: 'Questions kept' })).toBeVisible({ timeout: 20_000 })
    expect(Math.abs((await scrollY()) - scrolled)).toBeLessThanOrEqual(2)
    await expect(selectedOutline(preview)).toContainText('FAQ')
    await input.fill('Questions')
    await expect(preview.getByRole('heading', { name: 'Questions', exact: true })).toBeVisible({ timeout: 20_000 })
  })

  test('in a draft preview opened in its own tab, a click opens the admin at that field', async ({ page }) => {
    test.setTimeout(90_000)
    await signIn(page)
    await openAdmin(page, `/admin/collections/pages/${id}`)
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.locator('#preview-button').click()])
    await expect(tab.locator('html[data-canvas-ready]')).toHaveCount(1, { timeout: 20_000 })
    await tab.getByText('Fair prices', { exact: true }).click()
    await tab.waitForURL(new RegExp(`/admin/collections/pages/${id}#canvas-select=`))
    await expect(tab.locator('input[name="layout.1.blocks.0.cards.2.title"]')).toBeFocused({ timeout: 20_000 })
  })

  test('inline editing writes the words to the form, and Publish puts them on the public page', async ({ page, request }) => {
    test.setTimeout(120_000)
    const preview = await openEditor(page, id as number)
    const edited = `Spring Launch, edited on the canvas ${run}`

    await clickInPreview(preview.getByRole('heading', { level: 1 }), { double: true })
    const editor = preview.getByRole('textbox', { name: 'Edit these words' })
    await expect(editor).toBeFocused()
    // A single click's selection that reaches the form only now (its 300 ms wait for a second click, on a busy
    // machine): the form scrolls to the field but leaves the focus with the words being edited.
    const blockId = await preview.locator('[data-canvas-block]').first().getAttribute('data-canvas-block')
    await preview
      .locator('html')
      .evaluate((_, id) => window.parent.postMessage({ source: 'ostra-canvas', type: 'select', blockId: id, text: '' }, window.location.origin), blockId)
    // The message is handled before this script runs; the form's search for the field looks once per frame.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await expect(editor).toBeFocused()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(edited)
    await page.keyboard.press('Enter')
    await expect(page.locator('input[name="layout.0.heading"]')).toHaveValue(edited)
    // As a marketer would: the preview shows the new words (the form has taken them), then Publish, then its confirmation.
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(edited, { timeout: 10_000 })
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Updated successfully' })).toBeVisible({ timeout: 10_000 })
    await expect.poll(async () => (await visit(request, path)).html, { timeout: 20_000 }).toContain(edited)
    // A hidden block (the previous test's) stays off the public page.
    expect((await visit(request, path)).html).not.toContain('Ready when you are')
  })

  test('visitors get no editing markers or canvas script, on this page or any main page', async ({ request }) => {
    for (const address of [path, ...MAIN_PAGES]) {
      const { status, html } = await visit(request, address)
      expect(status, address).toBeLessThan(500)
      expect(html, address).not.toContain('data-canvas-')
      expect(html, address).not.toMatch(/CanvasOverlay|canvas-toolbar|canvas\/unsaved/)
    }
  })
})

test('click-to-edit works on the other collections’ block bodies too: a legal page’s FAQ question', async ({ page, request }) => {
  test.setTimeout(90_000)
  const run = Date.now().toString(36)
  const id = await createDocument(request, 'legal-pages', {
    title: `Canvas terms ${run}`,
    slug: `canvas-terms-${run}`,
    effectiveDate: '2026-01-01T00:00:00.000Z',
    _status: 'published',
    layout: [{ blockType: 'faq', heading: 'Legal questions', items: [{ question: 'Who is the controller?', answer: words('Ostra Inc.') }] }],
  })
  try {
    const preview = await openEditor(page, id, 'legal-pages')
    await clickInPreview(preview.getByText('Who is the controller?', { exact: true }))
    await expect(page.locator('input[name="layout.0.items.0.question"]')).toBeFocused()
    await expect(selectedOutline(preview)).toContainText('FAQ · Legal questions')
  } finally {
    await deleteDocument(request, 'legal-pages', id)
  }
})
