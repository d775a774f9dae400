/**
 * The four flags that change what a visitor sees, switched through the fake
 * flag service (tests/fakes/services.ts): both states of each, on the real
 * pages the running site renders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { tags } from '@/lib/pages/tags'
import { applyRemotely } from '@/lib/pages/apply'
import { inlineRichText } from '@/lib/richText'
import { revalidateSecret } from '@/lib/secrets'

import type { VariantChoice } from '@/lib/experiments'
import { variantCookieName } from '@/lib/pages/variants'

import { edgeNginxConfig } from '../../deploy/nginx/config'
import { startNginx, type Started } from '../../scripts/servers'
import type { Modes } from '../fakes/services'

import { BASE_URL, eventually, get, localApi, unique } from './helpers'

const fakes = process.env.FAKE_SERVICES_URL as string

/** Changes the flag service's answer and expires the site's cached flags (and the pages that read them). */
async function setFlags(flags: Modes['flags']) {
  await fetch(`${fakes}/__mode`, { method: 'POST', body: JSON.stringify({ flags }) })
  const secret = revalidateSecret(process.env.PAYLOAD_SECRET ?? 'ostra-development-secret-change-me')
  expect(await applyRemotely({ paths: [], tags: [tags.flags], everything: false }, { siteUrl: BASE_URL, secret })).toBe(true)
}

const html = async (path: string) => (await get(path)).text()
/** Waits until the page shows (or stops showing) a marker: revalidation reaches the server asynchronously. */
const shows = (path: string, marker: string | RegExp, expected = true) =>
  eventually(async () => {
    const text = await html(path)
    return (typeof marker === 'string' ? text.includes(marker) : marker.test(text)) === expected
  })

describe('feature flags on the rendered site', () => {
  const slug = unique('flag-page')
  const path = `/products/${slug}`
  let id: number | undefined

  beforeAll(async () => {
    const payload = await localApi()
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Flag page',
        shell: 'full',
        family: 'products',
        slug,
        _status: 'published',
        layout: [
          { blockType: 'hero', heading: 'Flags at work', text: inlineRichText('Both states of each flag.') },
          { blockType: 'stats', items: [{ value: 'classic-home-marker', label: 'A' }], experiment: { key: 'fresh-homepage', variant: 'A' } },
          { blockType: 'stats', items: [{ value: 'fresh-home-marker', label: 'B' }], experiment: { key: 'fresh-homepage', variant: 'B' } },
          { blockType: 'calculator', kind: 'messaging', defaultCountry: 'US', competitors: [{ name: 'Competitor marker list price', unitPrice: 0.05 }] },
        ],
      },
    })
    id = page.id
  })

  afterAll(async () => {
    await setFlags({})
    if (id !== undefined) await (await localApi()).delete({ collection: 'pages', id })
  })

  it('production values: fresh blocks, the home hero sign-up flow, no competitor comparison, no SIP trunking label', async () => {
    await setFlags({})
    expect(await shows(path, 'fresh-home-marker')).toBe(true)
    const page = await html(path)
    expect(page).not.toContain('classic-home-marker')
    // The competitors travel with the island's props either way; the comparison renders only while the flag is on.
    expect(page).not.toContain('data-testid="competitor-comparison"')
    const home = await html('/')
    expect(home).toMatch(/<form[^>]*aria-label="Start signing up"/)
    expect(await html('/products/sip-trunks')).not.toContain('data-testid="sip-trunking-price-label"')
  })

  it('each flag switched the other way by the flag service', async () => {
    await setFlags({ 'fresh-homepage': false, 'home-hero-flow': false, 'calculator-competitive': true, 'sip-trunking-pricing-label': true })
    expect(await shows(path, 'classic-home-marker')).toBe(true)
    const page = await html(path)
    expect(page).not.toContain('fresh-home-marker')
    // The calculator island reads the flag (useFlag); its server render already shows the comparison.
    expect(page).toMatch(/data-testid="competitor-comparison"[\s\S]*How this compares[\s\S]*Competitor marker list price/)
    expect(await shows('/', 'aria-label="Start signing up"', false)).toBe(true)
    // The lowest per-minute price of the SIP trunking pricing page, linking there.
    expect(
      await shows('/products/sip-trunks', /data-testid="sip-trunking-price-label"><a[^>]*href="\/pricing\/elastic-sip"[^>]*>From \$[\d.]+ per minute/),
    ).toBe(true)
  })

  it('a flag the same for every visitor reaches the island as its value: no GrowthBook payload or SDK in the page', async () => {
    await setFlags({ 'calculator-competitive': true })
    expect(await shows(path, 'data-testid="competitor-comparison"')).toBe(true)
    const page = await html(path)
    expect(page).toContain('\\"values\\":{\\"calculatorCompetitive\\":true}')
    expect(page).not.toContain('calculator-competitive')
    expect(page).not.toContain('/growthbook/api/features')
  })

  it('a flag whose rules need more than the visitor’s id hands the browser GrowthBook’s payload, with no flag-service address in the page', async () => {
    await setFlags({ 'calculator-competitive': { defaultValue: false, rules: [{ condition: { country: 'US' }, force: true }] } })
    // The features travel in the page (the SDK starts from them, then applies the rule to the visitor).
    expect(await shows(path, /calculator-competitive[^<]*country/)).toBe(true)
    const page = await html(path)
    expect(page).not.toContain('data-testid="competitor-comparison"')
    expect(page).not.toContain('/growthbook/api/features')
    // Not a test the page's chooser runs.
    expect(page).not.toContain('"steps"')
  })
})

/** The chooser's arguments in a page's inline script, or undefined when the page has none. */
function choiceIn(page: string): VariantChoice | undefined {
  const match = /\((\{"path":.*?\})\)&&\(window\./.exec(page)
  return match ? (JSON.parse(match[1]) as VariantChoice) : undefined
}

describe('a GrowthBook experiment on a flag the server reads, per visitor', () => {
  const slug = unique('flag-test-page')
  const path = `/products/${slug}`
  const cookieName = variantCookieName(path)
  let id: number | undefined
  let edge: Started | undefined
  const EDGE_PORT = 3124
  const experiment = { key: 'fresh-home-test', variations: [false, true] }
  const asVisitor = (outcome: number, base = BASE_URL) => fetch(`${base}${path}`, { headers: { cookie: `${cookieName}=fresh-homepage.${outcome}` } })

  beforeAll(async () => {
    const payload = await localApi()
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Flag test page',
        shell: 'full',
        family: 'products',
        slug,
        _status: 'published',
        layout: [
          { blockType: 'hero', heading: 'A flag under test' },
          { blockType: 'stats', items: [{ value: 'classic-marker', label: 'A' }], experiment: { key: 'fresh-homepage', variant: 'A' } },
          { blockType: 'stats', items: [{ value: 'fresh-marker', label: 'B' }], experiment: { key: 'fresh-homepage', variant: 'B' } },
          { blockType: 'calculator', kind: 'messaging', defaultCountry: 'US', competitors: [{ name: 'Competitor marker', unitPrice: 0.05 }] },
        ],
      },
    })
    id = page.id
    await setFlags({
      'fresh-homepage': { defaultValue: true, rules: [experiment] },
      'calculator-competitive': { defaultValue: false, rules: [{ key: 'competitor-test', variations: [false, true], hashVersion: 2 }] },
    })
    edge = await startNginx((prefix) => edgeNginxConfig({ port: EDGE_PORT, upstreams: [new URL(BASE_URL).host], prefix }), EDGE_PORT)
  }, 30_000)

  afterAll(async () => {
    await edge?.stop()
    await setFlags({})
    if (id !== undefined) await (await localApi()).delete({ collection: 'pages', id })
  })

  it('serves everyone the control first, with both flag tests for the browser to choose from the visitor’s id', async () => {
    expect(await eventually(async () => choiceIn(await html(path))?.experiments.length === 2)).toBe(true)
    const response = await get(path)
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/)
    const page = await response.text()
    const choice = choiceIn(page)
    expect(choice?.cookie).toBe(cookieName)
    expect(choice?.rendered).toBe('calculator-competitive.0~fresh-homepage.0')
    expect(choice?.experiments.map((test) => test.key)).toEqual(['calculator-competitive', 'fresh-homepage'])
    // GrowthBook's rule as the chooser's steps. Outcome 0 (no id: the default, on) and variation 1 (on) share the
    // page everyone gets; variation 0 (off) is the other page.
    expect(choice?.experiments[1]).toEqual({
      key: 'fresh-homepage',
      steps: [
        {
          seed: 'fresh-home-test',
          hashVersion: 1,
          ranges: [
            [0, 0.5, 1],
            [0.5, 1, 2],
          ],
        },
      ],
      variants: [0, 1, 0],
    })
    expect(page).toContain('fresh-marker')
    expect(page).not.toContain('classic-marker')
    // Each outcome's GrowthBook experiment, for the browser to report the visitor's.
    expect(page).toMatch(/experiments\\?":\[null,\{\\?"experimentId\\?":\\?"fresh-home-test\\?",\\?"variationId\\?":0\}/)
    // The island takes the render's value: no GrowthBook payload or SDK in the page.
    expect(page).not.toContain('\\"features\\"')
    expect(page).not.toContain('data-testid="competitor-comparison"')
  })

  it('renders the page variant the visitor’s cookie names: the flag’s other value', async () => {
    const off = await (await asVisitor(1)).text()
    expect(off).toContain('classic-marker')
    expect(off).not.toContain('fresh-marker')
    expect(choiceIn(off)?.rendered).toBe('calculator-competitive.0~fresh-homepage.1')
    const competitor = await (await fetch(`${BASE_URL}${path}`, { headers: { cookie: `${cookieName}=calculator-competitive.1` } })).text()
    expect(competitor).toContain('data-testid="competitor-comparison"')
    expect(competitor).toContain('fresh-marker')
    // A variant no outcome has (a made-up cookie): the control, marked so the page cache keeps it in memory only.
    const invented = await (await asVisitor(3)).text()
    expect(invented).toContain('fresh-marker')
    expect(invented).toContain('data-ostra-transient')
  })

  it('keeps each outcome’s page apart at the edge cache, never one visitor’s page for another', async () => {
    const base = edge?.url as string
    for (let round = 0; round < 2; round++) {
      expect(await (await asVisitor(1, base)).text()).toContain('classic-marker')
      expect(await (await fetch(`${base}${path}`)).text()).toContain('fresh-marker')
    }
    const again = await asVisitor(1, base)
    expect(again.headers.get('x-cache-status')).toBe('HIT')
    expect(await again.text()).not.toContain('fresh-marker')
  })
})
