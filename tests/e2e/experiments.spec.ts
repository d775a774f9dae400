import { expect, test, type Page, type Request } from '@playwright/test'

import { DEVELOPMENT_SECRET } from '../../src/lib/config'
import { assignVariant } from '../../src/lib/experiments/experiments'
import { REVALIDATE_ENDPOINT, REVALIDATE_SECRET_HEADER } from '../../src/lib/pages/apply'
import { tags } from '../../src/lib/pages/tags'
import { revalidateSecret } from '../../src/lib/secrets'
import { apiToken, createDocument, deleteDocument, visit } from './admin'

type TrackBody = { type: string; data: { experimentId?: string; variationId?: number; id?: string } }

const PAGE = '/solutions/insurance'
const HEADINGS = ['Build for insurance with Ostra', 'Talk to a solutions engineer'] as const

/** An anonymous id the seeded solutions-cta experiment (weights 1:1) assigns to `variant`. */
function idFor(variant: number): string {
  for (let i = 0; ; i++) {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`
    if (assignVariant('solutions-cta', id, [1, 1]) === variant) return id
  }
}

/** Experiment Viewed events as sent (the analytics library unreachable: they go to the first-party fallback), and the page's document loads. */
async function watch(page: Page) {
  await page.route('**/segment-cdn/**', (route) => route.abort())
  const viewed: TrackBody[] = []
  const documents: string[] = []
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
    if (!request.url().endsWith('/api/s/t')) return
    const body = request.postDataJSON() as TrackBody
    if (body.type === 'Experiment Viewed') viewed.push(body)
  })
  return { viewed, documents }
}

async function expectShows(page: Page, variant: number) {
  await expect(page.getByRole('heading', { name: HEADINGS[variant] })).toBeVisible()
  await expect(page.getByRole('heading', { name: HEADINGS[1 - variant] })).toHaveCount(0)
}

test('a first visit gets an id and that id’s variant; Experiment Viewed once per view, never for a page replaced by the visitor’s variant', async ({
  page,
  context,
}) => {
  const { viewed, documents } = await watch(page)
  await page.goto(PAGE)
  const id = decodeURIComponent((await context.cookies()).find((c) => c.name === 'ajs_anonymous_id')?.value ?? '').replace(/^"|"$/g, '')
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  const variant = assignVariant('solutions-cta', id, [1, 1])
  await expectShows(page, variant)
  await expect.poll(() => viewed.length).toBe(1)
  expect(viewed[0].data).toEqual({ experimentId: 'solutions-cta', variationId: variant, id })
  // The control is the pre-rendered page; another variant is the page loaded once more, with the visitor's cookie.
  expect(documents).toEqual(variant === 0 ? [PAGE] : [PAGE, PAGE])
  await page.waitForTimeout(500)
  expect(viewed).toHaveLength(1)

  // The same visitor, again: the same variant at once, and one more view.
  await page.reload()
  await expectShows(page, variant)
  await expect.poll(() => viewed.length).toBe(2)
  expect(viewed[1].data.variationId).toBe(variant)
  expect(documents).toHaveLength(variant === 0 ? 2 : 3)
})

test('a visitor assigned B is shown B from their second request on, with one view reported', async ({ page, context, baseURL }) => {
  const id = idFor(1)
  await context.addCookies([{ name: 'ajs_anonymous_id', value: encodeURIComponent(JSON.stringify(id)), url: baseURL as string }])
  const { viewed, documents } = await watch(page)
  // Whether the control's heading ever reached the page's DOM, in either load (kept across the reload).
  await page.addInitScript((heading) => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(heading)) sessionStorage.setItem('saw-control', 'yes')
    }).observe(document, { childList: true, subtree: true, characterData: true })
  }, HEADINGS[0])
  await page.goto(PAGE)
  await expectShows(page, 1)
  expect(documents).toEqual([PAGE, PAGE])
  // The first load was stopped before its content: the control was never in the page, so never painted.
  expect(await page.evaluate(() => sessionStorage.getItem('saw-control'))).toBeNull()
  expect((await context.cookies()).find((c) => c.name === 'ostra_v2')).toMatchObject({ value: 'solutions-cta.1', path: PAGE })
  await expect.poll(() => viewed.length).toBe(1)
  expect(viewed[0].data).toEqual({ experimentId: 'solutions-cta', variationId: 1, id })
  await page.waitForTimeout(500)
  expect(viewed).toHaveLength(1)

  await page.goto(PAGE)
  await expectShows(page, 1)
  expect(documents).toEqual([PAGE, PAGE, PAGE])
})

test('reached by a client navigation, the page still becomes the visitor’s variant', async ({ page, context, baseURL }) => {
  const id = idFor(1)
  await context.addCookies([{ name: 'ajs_anonymous_id', value: encodeURIComponent(JSON.stringify(id)), url: baseURL as string }])
  const { viewed } = await watch(page)
  await page.goto('/pricing')
  await page.locator(`footer a[href="${PAGE}"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`))
  await expectShows(page, 1)
  await expect.poll(() => viewed.filter((v) => v.data.experimentId === 'solutions-cta').length).toBe(1)
  expect(viewed.find((v) => v.data.experimentId === 'solutions-cta')?.data.variationId).toBe(1)
})

/**
 * A GrowthBook experiment on a feature flag, per visitor: the flag's pages carry its rules to the chooser, and
 * the visitor's browser reports the experiment and variation GrowthBook's SDK would. The experiment keeps the
 * flag's value for everyone (variation 0 is the default), so no page of a parallel test changes meanwhile.
 */
test('a visitor of a page running a flag test reports the GrowthBook experiment their id puts them in', async ({ page, request }) => {
  const fakes = process.env.FAKE_SERVICES_URL ?? 'http://127.0.0.1:3199'
  const run = Date.now().toString(36)
  const key = `sip-label-${run}`
  const setFlags = async (flags: Record<string, unknown>) => {
    await fetch(`${fakes}/__mode`, { method: 'POST', body: JSON.stringify({ flags }) })
    const secret = revalidateSecret(process.env.PAYLOAD_SECRET ?? DEVELOPMENT_SECRET)
    const expired = await request.post(REVALIDATE_ENDPOINT, {
      headers: { [REVALIDATE_SECRET_HEADER]: secret },
      data: { paths: [], tags: [tags.flags], everything: false },
    })
    expect(expired.ok()).toBe(true)
  }
  // The results of the GrowthBook experiment, counted by its key like a block experiment's (a draft: it runs nowhere).
  const experimentId = await createDocument(request, 'experiments', { name: 'SIP label', key, status: 'draft', variants: [{ weight: 1 }, { weight: 1 }] })
  const pageId = await createDocument(request, 'pages', {
    title: `Flag test ${run}`,
    shell: 'full',
    family: 'products',
    slug: `flag-test-${run}`,
    _status: 'published',
    layout: [
      { blockType: 'hero', heading: `Flag test ${run}` },
      { blockType: 'stats', items: [{ value: `label-off-${run}`, label: 'A' }], experiment: { key: 'sip-trunking-pricing-label', variant: 'A' } },
      { blockType: 'stats', items: [{ value: `label-on-${run}`, label: 'B' }], experiment: { key: 'sip-trunking-pricing-label', variant: 'B' } },
    ],
  })
  try {
    await setFlags({ 'sip-trunking-pricing-label': { defaultValue: false, rules: [{ key, variations: [false, true], weights: [1, 0] }] } })
    const path = `/products/flag-test-${run}`
    await expect.poll(async () => (await visit(request, path)).html.includes(`"seed":"${key}"`), { timeout: 20_000 }).toBe(true)
    await page.goto(path)
    await expect(page.getByText(`label-off-${run}`)).toBeVisible()
    await expect(page.getByText(`label-on-${run}`)).toHaveCount(0)
    const results = async () => {
      const response = await request.get(`/api/experiments/${experimentId}/results`, { headers: { Authorization: `JWT ${apiToken()}` } })
      return ((await response.json()) as { variants: { visitors: number }[] }).variants.map((variant) => variant.visitors)
    }
    await expect.poll(results, { timeout: 20_000 }).toEqual([1, 0])
  } finally {
    await setFlags({})
    await deleteDocument(request, 'pages', pageId)
    await deleteDocument(request, 'experiments', experimentId)
  }
})
