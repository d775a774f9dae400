import { describe, expect, it } from 'vitest'

import { TRANSIENT_VARIANT_ATTRIBUTE, type VariantChoice } from '@/lib/experiments'
import { variantCookieName } from '@/lib/pages/variants'

import { inlineRichText } from '@/lib/richText'

import { anonymousCookieFor, eventually, get, HEALTHCARE_HEADINGS, idsByVariant, localApi, unique } from './helpers'

const [A_HEADING, B_HEADING] = HEALTHCARE_HEADINGS
const PAGE = '/solutions/healthcare'
/** The cookie a visitor's browser keeps for a page's variants (lib/experiments/chooser.ts). */
const variantCookie = (value: string, path = PAGE) => `${variantCookieName(path)}=${value}`

/** The chooser's arguments in a page's inline script, or undefined when the page has none. */
function choiceIn(html: string): VariantChoice | undefined {
  const match = /\((\{"path":.*?\})\)&&\(window\./.exec(html)
  return match ? (JSON.parse(match[1]) as VariantChoice) : undefined
}

describe('block experiments over HTTP', () => {
  it('lists the running experiments with their weights and the pages that use them', async () => {
    const response = await get('/api/experiments/running')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { experiments: { key: string; weights: number[]; paths: string[] }[] }
    const cta = body.experiments.find((e) => e.key === 'solutions-cta')
    expect(cta?.weights).toEqual([1, 1])
    expect(cta?.paths).toContain(PAGE)
    expect(cta?.paths.every((p) => p.startsWith('/solutions/'))).toBe(true)
  })

  it('serves a first visit the pre-rendered control, carrying what the browser needs to pick the visitor’s variants, and sets no cookie', async () => {
    const response = await get(PAGE)
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/)
    const html = await response.text()
    expect(html).toContain(A_HEADING)
    expect(html).not.toContain(B_HEADING)
    expect(choiceIn(html)).toEqual({
      path: PAGE,
      cookie: 'ostra_v2',
      experiments: [{ key: 'solutions-cta', weights: [1, 1] }],
      rendered: 'solutions-cta.0',
      anonymousIdCookie: 'ajs_anonymous_id',
      maxAge: { anonymousId: expect.any(Number), variants: expect.any(Number) },
    })
    expect(html).not.toContain(TRANSIENT_VARIANT_ATTRIBUTE)
  })

  it('serves a returning visitor the variant their cookie names, the same on every request, cached like any page', async () => {
    const [, idB] = idsByVariant()
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await get(PAGE, { headers: { cookie: `${anonymousCookieFor(idB)}; ${variantCookie('solutions-cta.1')}` } })
      expect(response.status).toBe(200)
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/)
      const html = await response.text()
      expect(html).toContain(B_HEADING)
      expect(html).not.toContain(A_HEADING)
      expect(choiceIn(html)?.rendered).toBe('solutions-cta.1')
      expect(html).not.toContain(TRANSIENT_VARIANT_ATTRIBUTE)
    }
    // In another locale: the variant and the locale both.
    const localized = await (await get(`${PAGE}?locale=en-GB`, { headers: { cookie: variantCookie('solutions-cta.1') } })).text()
    expect(localized).toContain(B_HEADING)
    expect(localized).toMatch(/<title>[^<]*United Kingdom/)
    // The cookie of another page (a parent's is sent here too) is not this page's.
    const parents = await (await get(PAGE, { headers: { cookie: `ostra_v0=solutions-cta.1; ostra_v1=solutions-cta.1` } })).text()
    expect(parents).toContain(A_HEADING)
  })

  it('shows what it can, marked transient (kept in memory only), for a cookie naming no combination of the page’s own', async () => {
    // Each running experiment's variant where the cookie names one it has, else its control.
    for (const [value, heading] of [
      ['solutions-cta.3', A_HEADING],
      ['ended-test.1', A_HEADING],
      ['solutions-cta.0', A_HEADING],
      ['solutions-cta.1~ended-test.1', B_HEADING],
    ]) {
      const response = await get(PAGE, { headers: { cookie: variantCookie(value) } })
      expect(response.status, value).toBe(200)
      const html = await response.text()
      expect(html, value).toContain(heading)
      expect(html, value).toContain(`${TRANSIENT_VARIANT_ATTRIBUTE}=""`)
    }
    // On a page with no experiment at all, too: the chooser comes along to clear the cookie.
    const plain = await get('/pricing/messaging', { headers: { cookie: variantCookie('made-up.1', '/pricing/messaging') } })
    expect(plain.status).toBe(200)
    const html = await plain.text()
    expect(html).toContain(`${TRANSIENT_VARIANT_ATTRIBUTE}=""`)
    expect(choiceIn(html)?.experiments).toEqual([])
  })

  it('starts and stops a test on a page already pre-rendered, within seconds of its status changing, with no build', async () => {
    const payload = await localApi()
    const key = unique('status')
    const experiment = await payload.create({
      collection: 'experiments',
      data: { name: 'Status test', key, status: 'draft', goal: 'form-submit', variants: [{ weight: 1 }, { weight: 1 }] },
    })
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Status test page',
        shell: 'full',
        family: 'products',
        slug: unique('status-page'),
        _status: 'published',
        layout: [
          { blockType: 'hero', heading: 'A test about to start', text: inlineRichText('Two closing lines.') },
          { blockType: 'stats', items: [{ value: `${key}-a`, label: 'A' }], experiment: { key, variant: 'A' } },
          { blockType: 'stats', items: [{ value: `${key}-b`, label: 'B' }], experiment: { key, variant: 'B' } },
        ],
      },
    })
    const chooser = async () => choiceIn(await (await get(page.path as string)).text())
    try {
      expect(await chooser()).toBeUndefined()
      await payload.update({ collection: 'experiments', id: experiment.id, data: { status: 'running' } })
      expect(await eventually(async () => (await chooser())?.experiments.some((e) => e.key === key) === true)).toBe(true)
      await payload.update({ collection: 'experiments', id: experiment.id, data: { status: 'stopped' } })
      expect(await eventually(async () => (await chooser()) === undefined)).toBe(true)
    } finally {
      await payload.delete({ collection: 'pages', id: page.id })
      await payload.delete({ collection: 'experiments', id: experiment.id })
    }
  })

  it('leaves pages without experiments alone and keeps the internal route private', async () => {
    const plain = await get('/pricing/messaging')
    expect(plain.headers.get('set-cookie')).toBeNull()
    expect(choiceIn(await plain.text())).toBeUndefined()
    const internal = await get('/x/solutions-cta.1/solutions/healthcare')
    expect(internal.status).toBe(308)
    expect(internal.headers.get('location')).toMatch(/\/solutions\/healthcare$/)
  })
})
