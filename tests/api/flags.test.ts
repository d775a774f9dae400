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

  it('a flag with targeting rules hands the browser GrowthBook’s payload, with no flag-service address in the page', async () => {
    await setFlags({ 'calculator-competitive': { defaultValue: false, rules: [{ condition: { id: 'visitor-42' }, force: true }] } })
    // The features travel in the page (the SDK starts from them, then applies the rule to the visitor's id).
    expect(await shows(path, /calculator-competitive[^<]*visitor-42/)).toBe(true)
    const page = await html(path)
    expect(page).not.toContain('data-testid="competitor-comparison"')
    expect(page).not.toContain('/growthbook/api/features')
  })
})
