import { describe, expect, it } from 'vitest'

import { canonicalUrl } from '@/lib/seo/canonical'

import { BASE_URL, get } from './helpers'

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
// The summary table's price cells (data-price): rates by country have their own table.
const priceCells = (html: string) => [...html.matchAll(/<td data-price="">([^<]*)<\/td>/g)].map((m) => m[1])

describe('?locale= on any page', () => {
  it('prefixes the country and shows prices in the locale’s currency on pricing pages', async () => {
    const base = await (await get('/pricing/messaging')).text()
    const response = await get('/pricing/messaging?locale=en-GB')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(titleOf(html)).toBe(`United Kingdom | ${titleOf(base)}`)
    expect(html).toContain(`<link rel="canonical" href="${canonicalUrl(BASE_URL, '/pricing/messaging?locale=en-GB')}"`)
    expect(priceCells(base).every((p) => p.startsWith('$'))).toBe(true)
    const prices = priceCells(html)
    expect(prices.length).toBe(priceCells(base).length)
    expect(prices.every((p) => p.startsWith('£'))).toBe(true)
    // $0.0040 at the seeded 0.79 GBP per USD.
    expect(prices).toContain('£0.0032')
    // React separates adjacent text with comments.
    expect(html.replace(/<!-- -->/g, '')).toContain('Converted from USD at 1 USD = 0.7900 GBP.')
  })

  it('leaves the default locale and unknown values alone', async () => {
    const base = titleOf(await (await get('/products/voice-api')).text())
    expect(titleOf(await (await get('/products/voice-api?locale=en-US')).text())).toBe(base)
    expect(titleOf(await (await get('/products/voice-api?locale=fr-FR')).text())).toBe(base)
    expect(titleOf(await (await get('/products/voice-api?locale=en-AU')).text())).toBe(`Australia | ${base}`)
  })

  it('works on the home page, legal pages and paginated lists, and 404s for unknown pages', async () => {
    expect(titleOf(await (await get('/?locale=nl-NL')).text())).toMatch(/^Netherlands \| /)
    expect(titleOf(await (await get('/privacy-policy?locale=en-GB')).text())).toMatch(/^United Kingdom \| Privacy/)
    expect(titleOf(await (await get('/resources?locale=nl-NL&page=2')).text())).toMatch(/^Netherlands \| Page 2 \| /)
    expect((await get('/no-such-page-here?locale=en-GB')).status).toBe(404)
  })

  it('keeps the internal address of a locale private', async () => {
    const response = await get('/x/en-gb/pricing/messaging')
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toMatch(/\/pricing\/messaging\?locale=en-GB$/)
  })
})
