import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { loaderSources } from '../pageLoader'
import { get } from './helpers'

/** The RSC payload the page carries for hydration (the `self.__next_f.push([1, "…"])` chunks), decoded. */
function flightPayload(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
    .map((m) => JSON.parse(m[1]) as [number, string?])
    .filter(([kind]) => kind === 1)
    .map(([, data]) => data ?? '')
    .join('')
}

describe('page weight', () => {
  it.each(['/', '/products/voice-api', '/pricing/messaging'])(
    '%s serializes the header and footer once, although its 404 fallback shows them too, and carries only a small fallback',
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(200)
      const payload = flightPayload(await response.text())
      expect(payload.length).toBeGreaterThan(1000)
      // The layout's not-found fallback rides along in every page's payload: a heading and two links, not the 404
      // page's search and popular pages (4 KB of every page), which only an address with no page is sent.
      expect(payload).toContain('We couldn’t find that page')
      for (const part of ['Popular pages', 'Still lost?', 'suggestions-heading', '"role":"search"']) expect(payload, part).not.toContain(part)
      expect(payload.match(/"className":"site-header"/g)).toHaveLength(1)
      expect(payload.match(/"className":"site-footer[ "]/g)).toHaveLength(1)
      // No undefined class on a link, and no block or list item keyed by its 24-character row id (positions for visitors).
      expect(payload).not.toContain('"className":"$undefined"')
      expect(payload).not.toMatch(/"[0-9a-f]{24}"/)
    },
  )

  it.each(['/', '/resources', '/products/voice-api'])(
    '%s carries no stylesheet and no closed menu: the grid’s rules are in the site’s CSS, a dropdown is drawn when opened from the menus fetched then',
    async (path) => {
      const html = await (await get(path)).text()
      const payload = flightPayload(html)
      // Once in the page's head and again in its payload for every grid on the page, these were 4–12 KB a page.
      expect(html).not.toContain('<style')
      expect(payload).not.toContain('.grid{')
      expect(html).toMatch(/<link rel="stylesheet" href="\/_next\/static\/chunks\/[\w-]+\.css"/)
      // The header's dropdowns are there, closed, empty and hidden; their links come with the script that opens them.
      expect(html.match(/class="main-nav__panel" hidden=""><\/div>/g)?.length).toBeGreaterThan(3)
      expect(html).not.toContain('class="mega')
      // Nor the data the island draws them from: it fetches the menus at the version the page names.
      expect(payload).not.toContain('"entries":')
      expect(payload).toMatch(/"src":"\/api\/navigation\?v=[0-9a-z]+"/)
      // No inline SVG for a link's icon: the stylesheet draws it.
      expect(html).not.toMatch(/<svg[^>]*class="link-icon/)
    },
  )

  it('/pricing/messaging writes its country list once and packed, and its rate card as one short string per country', async () => {
    const html = await (await get('/pricing/messaging')).text()
    const payload = flightPayload(html)
    // Both islands offer the countries (each draws its own select), from one list in the payload, code then name.
    expect(payload).toContain('"kind":"messaging"')
    expect(payload).toContain('"product":"messaging"')
    expect(payload.match(/"ALAlbania"/g)).toHaveLength(1)
    expect(payload).not.toContain('"alpha2":')
    // Both selects still offer every country.
    expect(html.match(/<option value="AL">Albania<\/option>/g)).toHaveLength(2)
    // The rate card: slots as `price/fee` between semicolons, not arrays of nulls.
    expect(payload).toMatch(/"rates":\{"[A-Z]{2}":"[\d.;/e+-]+"/)
    expect(payload).not.toMatch(/"rates":\{"[A-Z]{2}":\[/)
  })

  it('/pricing/messaging names its address once in the product’s structured data, not once more per offer', async () => {
    const html = await (await get('/pricing/messaging')).text()
    const product = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)]
      .map((m) => JSON.parse(m[1]) as { '@type': string; url?: string; offers?: { price: number; url?: string }[] })
      .find((data) => data['@type'] === 'Product')
    expect(product?.url).toMatch(/\/pricing\/messaging$/)
    expect(product?.offers?.length).toBeGreaterThan(3)
    for (const offer of product?.offers ?? []) expect(offer).not.toHaveProperty('url')
  })

  it("/resources draws its cards from the uploads' own resized copies, not the optimizer", async () => {
    const html = await (await get('/resources')).text()
    const cards = [...html.matchAll(/<li class="[^"]*card[^"]*"><img [^>]*srcSet="([^"]+)"/g)].map((m) => m[1])
    expect(cards.length).toBeGreaterThanOrEqual(6)
    for (const srcSet of cards) expect(srcSet).toMatch(/^\/api\/media\/file\/[\w.-]+-\d+x\d+\.webp \d+w(, \/api\/media\/file\/[\w.-]+-\d+x\d+\.webp \d+w)+$/)
    const first = cards[0].split(', ')[0].split(' ')[0]
    const file = await get(first)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/webp')
    expect(file.headers.get('cache-control')).toBe('public, max-age=14400')
  })

  it('answers cached pages without an ETag: hashing the whole page on every request costs more than it saves', async () => {
    const response = await get('/')
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/)
    expect(response.headers.get('etag')).toBeNull()
  })

  // The build's manifests name what a page preloads; a chunk named but never written is a 404 on every visit.
  it.each(['/', '/styleguide', '/resources', '/release-notes', '/customer-stories/harbor-health-network'])(
    '%s asks only for scripts and stylesheets the build wrote',
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(200)
      const html = await response.text()
      // Every address in the page, and the chunks a cached page's loader names (their folder written once, then their
      // names); a page rendered for its request (the styleguide, a draft) keeps Next's own tags.
      const named = [...html.matchAll(/\/_next\/static\/[^"'\s)\\]+/g)].map((m) => m[0]).filter((address) => !address.endsWith('/'))
      const assets = [...new Set([...named, ...loaderSources(html)])]
      expect(assets.length).toBeGreaterThan(3)
      const missing: string[] = []
      for (const asset of assets) if ((await get(asset)).status !== 200) missing.push(asset)
      expect(missing).toEqual([])
    },
  )

  // An island that imports a module reading the server's configuration ships it, and zod with it, to
  // every visitor (once: Button → Link → env, 60 KB on every page with a form); zod's eval probe then trips the CSP.
  it('ships none of the server configuration to the browser', () => {
    const chunks = path.join(process.cwd(), '.next/static/chunks')
    const offenders = fs
      .readdirSync(chunks)
      .filter((name) => name.endsWith('.js'))
      .filter((name) => /\b(DATABASE_URL|PAYLOAD_SECRET)\b/.test(fs.readFileSync(path.join(chunks, name), 'utf8')))
    expect(offenders).toEqual([])
  })
})
