import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { canonicalUrl } from '@/lib/seo/canonical'

import { BASE_URL, get, localApi, unique } from './helpers'

async function head(path: string): Promise<string> {
  const html = await (await get(path)).text()
  return html.slice(0, html.indexOf('</head>'))
}

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => (JSON.parse(m[1]) as { '@type': string })['@type'])
}

describe('page metadata over HTTP', () => {
  it.each([
    ['/products/voice-api', ['Product', 'FAQPage', 'BreadcrumbList']],
    ['/pricing/messaging', ['Product', 'FAQPage', 'BreadcrumbList']],
    ['/customer-stories/harbor-health-network', ['Article', 'BreadcrumbList']],
    ['/privacy-policy', ['BreadcrumbList']],
  ])('%s has title, description, canonical, alternates, social cards and %j', async (path, types) => {
    const html = await head(path)
    expect(html).toMatch(/<title>[^<]+ \| Ostra<\/title>/)
    expect(html).toMatch(/<meta name="description" content="[^"]+"/)
    expect(html).toContain(`<link rel="canonical" href="${canonicalUrl(BASE_URL, path)}"`)
    for (const lang of ['en-US', 'en-AU', 'en-GB', 'nl-NL', 'x-default']) expect(html).toContain(`hrefLang="${lang}"`)
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/)
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/)
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"')
    const body = await (await get(path)).text()
    expect(jsonLdTypes(body)).toEqual(types)
  })

  it('gives the home page Organization and WebSite', async () => {
    const body = await (await get('/')).text()
    expect(jsonLdTypes(body).slice(0, 2)).toEqual(['Organization', 'WebSite'])
  })

  it('prefixes "Page N" on list pages and keeps the page in the canonical', async () => {
    const html = await head('/resources?page=2&utm_source=newsletter')
    expect(html).toMatch(/<title>Page 2 \| [^<]+<\/title>/)
    expect(html).toContain(`<link rel="canonical" href="${BASE_URL}/resources?page=2"`)
  })

  it('serves a generated social card, and a JSON error for a bad query', async () => {
    const card = await get('/og?title=Voice%20API')
    expect(card.status).toBe(200)
    expect(card.headers.get('content-type')).toBe('image/png')
    const bad = await get('/og')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { code: 'invalid_input', message: expect.stringContaining('title') } })
  })
})

describe('sitemap.xml and robots.txt', () => {
  let draftId: number
  const draftSlug = unique('sitemap-draft')

  beforeAll(async () => {
    const payload = await localApi()
    draftId = (
      await payload.create({
        collection: 'pages',
        data: { title: 'Draft only', family: 'solutions', slug: draftSlug, _status: 'draft' },
        draft: true,
        context: { disableRevalidate: true },
      })
    ).id
  })
  afterAll(async () => {
    await (await localApi()).delete({ collection: 'pages', id: draftId, context: { disableRevalidate: true } })
  })

  it('lists every published route with alternates and none of the drafts', async () => {
    const response = await get('/sitemap.xml')
    expect(response.status).toBe(200)
    const xml = await response.text()
    const payload = await localApi()
    for (const collection of ['pages', 'legal-pages', 'customer-stories', 'release-notes'] as const) {
      const published = await payload.find({ collection, limit: 0, pagination: false, depth: 0, select: { path: true }, overrideAccess: false })
      expect(published.totalDocs).toBeGreaterThan(0)
      for (const doc of published.docs) expect(xml, doc.path ?? '').toContain(`<loc>${canonicalUrl(BASE_URL, doc.path as string)}</loc>`)
    }
    expect(xml).not.toContain(draftSlug)
    expect(xml).toContain('hreflang="en-GB"')
    expect(xml).not.toContain('/styleguide')
  })

  it('keeps crawlers out of a non-production environment', async () => {
    const robots = await (await get('/robots.txt')).text()
    expect(robots).toMatch(/User-Agent: \*\s+Disallow: \//)
  })
})
