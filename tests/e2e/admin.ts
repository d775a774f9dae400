import fs from 'node:fs'
import path from 'node:path'

import { expect, type APIRequestContext, type FrameLocator, type Locator, type Page } from '@playwright/test'
import { hydrated } from './hydration'

// The seeded administrator (src/seed: DEFAULT_ADMIN, overridable by these variables).
export const EDITOR = { email: process.env.PAYLOAD_ADMIN_EMAIL ?? 'admin@ostra.local', password: process.env.PAYLOAD_ADMIN_PASSWORD ?? 'ostra-admin-dev' }

/** Where globalSetup keeps the run's one editor session. */
export const SESSION_FILE = path.join(process.cwd(), 'test-results', 'editor-session.json')

const sessionToken = (): string => (JSON.parse(fs.readFileSync(SESSION_FILE, 'utf8')) as { token: string }).token

/** Opens the admin signed in, with the run's one editor session (globalSetup.ts says why not a login per test). */
export async function signIn(page: Page): Promise<void> {
  const site = new URL(process.env.SITE_URL ?? 'http://localhost:3000')
  await page
    .context()
    .addCookies([{ name: 'payload-token', value: sessionToken(), domain: site.hostname, path: '/', httpOnly: true, secure: false, sameSite: 'Lax' }])
  await openAdmin(page, '/admin')
  await page.waitForURL(/\/admin(\/)?$/)
}

/**
 * Payload's admin lays its page out twice as it starts. Hydrated, it draws the nav as the server rendered it (open);
 * once it has measured the window (faceless-ui then sets `--vw` on the root), at widths up to 1440 px it closes the
 * nav, and everything moves left by the nav's width. On a loaded machine the two are half a second apart, and a click
 * aimed before the move lands on the empty layout: in a fresh clone's CI the dashboard's "Create a landing page" was
 * clicked and nothing opened (reproduced at a 8× CPU slowdown: the click's target was the template's div). A page of
 * the admin is ready for a hand when it is measured and its nav is in the state it settles in.
 */
export async function adminSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.style.getPropertyValue('--vw') !== '' && document.querySelector('.template-default--nav-hydrated') !== null,
  )
  // Payload's breakpoint "l" (max-width: 1440px): at or under it the nav is closed once measured.
  if ((page.viewportSize()?.width ?? 1280) <= 1440) await expect(page.locator('.template-default--nav-open')).toHaveCount(0)
}

/** Opens an address of the admin and waits until its layout has settled (adminSettled). */
export async function openAdmin(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await adminSettled(page)
}

/**
 * Clicks (or double-clicks) something in the live preview as a marketer would: with it in the middle of the preview.
 * Playwright scrolls an element only as far as needed, so one just above the fold lands on the frame's top edge, and
 * that upward scroll brings the site's header back, sliding down over the top 66 px for 0.5 s (HeaderScroll). Playwright
 * checks what is under the pointer on the press only: in a fresh clone's CI the press hit "Talk to sales", the header
 * had slid over it by the release, and the click went to the page around both, outside any block, so nothing was
 * selected (logged here: the link at 0–50 px, the header at −42–24 px and moving on the press).
 */
export async function clickInPreview(target: Locator, options: { double?: boolean } = {}): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }))
  await (options.double ? target.dblclick() : target.click())
}

/** A REST token for setting up or cleaning after a test: the same session. */
export function apiToken(): string {
  return sessionToken()
}

/** A page as an anonymous visitor gets it: no cookies, so no session and no draft mode. */
export async function visit(request: APIRequestContext, path: string): Promise<{ status: number; html: string }> {
  const response = await request.get(path, { headers: { cookie: '' }, maxRedirects: 0 })
  return { status: response.status(), html: await response.text() }
}

/** Opens live preview beside the form (the admin remembers whether it was open, so only when it is not) and answers its frame. */
export async function openLivePreview(page: Page): Promise<FrameLocator> {
  const toggler = page.locator('#live-preview-toggler')
  await expect(async () => {
    if ((await toggler.getAttribute('aria-label')) !== 'Exit Live Preview') await toggler.click()
    await expect(toggler).toHaveAttribute('aria-label', 'Exit Live Preview', { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  return page.frameLocator('iframe[src*="/preview?path="]')
}

/** Creates a document over REST as the run's editor (`?draft=true` for a draft that is validated as one); answers its id. */
export async function createDocument(request: APIRequestContext, collection: string, data: Record<string, unknown>, query = ''): Promise<number> {
  const created = await request.post(`/api/${collection}${query}`, { headers: { Authorization: `JWT ${apiToken()}` }, data })
  expect(created.ok(), await created.text()).toBe(true)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

/** Removes a document a test made (nothing when it was never made). */
export async function deleteDocument(request: APIRequestContext, collection: string, id: number | undefined): Promise<void> {
  if (id !== undefined) await request.delete(`/api/${collection}/${id}`, { headers: { Authorization: `JWT ${apiToken()}` } })
}

/** Opens the block picker under the given "Add Block" button and picks a block by its name. */
export async function addBlock(page: Page, addButton: Locator, name: string) {
  // A click before the admin's form has hydrated focuses the server-rendered button and opens nothing (seen under
  // CI load on a 12-block page): wait until React holds the button.
  await hydrated(addButton)
  await addButton.click()
  const drawer = page.locator('dialog[open], .drawer--is-open').last()
  await drawer.getByPlaceholder('Search for a block').fill(name)
  await drawer
    .locator('button')
    .filter({ hasText: new RegExp(`^${name}`) })
    .first()
    .click()
}

/**
 * Publishes (the button says "Publish changes" on a new document too) and waits for the save itself, not a toast. A
 * fixed wait for the public page from the click also counted the time the admin took to send the save; editor.spec
 * once failed so in CI (the page unchanged 15 s after the click) without saying which side was slow. A failure now does.
 */
export async function publish(page: Page): Promise<void> {
  const saved = page.waitForResponse(
    (response) =>
      /\/api\/pages(\/\d+)?(\?|$)/.test(new URL(response.url()).pathname + new URL(response.url()).search.slice(0, 1)) &&
      ['POST', 'PATCH'].includes(response.request().method()) &&
      (response.request().postData() ?? '').includes('"_status":"published"'),
  )
  await page.getByRole('button', { name: 'Publish changes', exact: true }).click()
  expect((await saved).ok()).toBe(true)
}
