import { describe, expect, it } from 'vitest'

import { collectBlocks } from '@/lib/pages/blocks'
import { inlineRichText, inlineState, paragraph } from '@/lib/richText'
import { CANONICAL_QUERY_PARAMS, canonicalUrl, languageAlternates } from '@/lib/seo/canonical'
import { jsonLdFor, serializeJsonLd, type JsonLdInput } from '@/lib/seo/jsonLd'
import { findLocale, LOCALES } from '@/lib/pages/locales'
import { breadcrumbsFor, buildMetadata, generatedImagePath } from '@/lib/seo/metadata'
import { robotsRules } from '@/lib/seo/robots'
import { defaultSeoDescription, defaultSeoTitle, pageTitle, shorten } from '@/lib/seo/titles'

const SITE = 'https://ostra.com'

describe('canonical addresses', () => {
  it('is absolute and drops the hash', () => {
    expect(canonicalUrl(SITE, '/products/voice-api#faq')).toBe('https://ostra.com/products/voice-api')
  })
  it('drops every query parameter outside the allowed set', () => {
    expect(CANONICAL_QUERY_PARAMS).toEqual(['page', 'locale'])
    expect(canonicalUrl(SITE, '/resources?utm_source=x&page=3&ref=y')).toBe('https://ostra.com/resources?page=3')
    expect(canonicalUrl(SITE, '/pricing/messaging?locale=en-gb&gclid=1')).toBe('https://ostra.com/pricing/messaging?locale=en-GB')
  })
  it('gives page 1, bad pages and the default locale the plain address', () => {
    expect(canonicalUrl(SITE, '/resources?page=1')).toBe('https://ostra.com/resources')
    expect(canonicalUrl(SITE, '/resources?page=abc')).toBe('https://ostra.com/resources')
    expect(canonicalUrl(SITE, '/x?locale=en-US')).toBe('https://ostra.com/x')
    expect(canonicalUrl(SITE, '/x?locale=fr-FR')).toBe('https://ostra.com/x')
  })
  it('drops a trailing slash and accepts a full address of the site', () => {
    expect(canonicalUrl(`${SITE}/`, 'https://ostra.com/why-ostra/?a=1')).toBe('https://ostra.com/why-ostra')
    expect(canonicalUrl(SITE, '/')).toBe('https://ostra.com/')
  })
  it('lists an alternate per locale plus x-default', () => {
    expect(languageAlternates(SITE, '/pricing')).toEqual({
      'en-US': 'https://ostra.com/pricing',
      'en-AU': 'https://ostra.com/pricing?locale=en-AU',
      'en-GB': 'https://ostra.com/pricing?locale=en-GB',
      'nl-NL': 'https://ostra.com/pricing?locale=nl-NL',
      'x-default': 'https://ostra.com/pricing',
    })
  })
})

describe('locales and titles', () => {
  it('has the spec locales with US as default', () => {
    expect(LOCALES.map((l) => [l.code, l.currency])).toEqual([
      ['en-US', 'USD'],
      ['en-AU', 'AUD'],
      ['en-GB', 'GBP'],
      ['nl-NL', 'EUR'],
    ])
    expect(findLocale('NL-nl')?.name).toBe('Netherlands')
    expect(findLocale('xx')).toBeUndefined()
  })
  it('prefixes the country name for a non-default locale and "Page N" above page 1', () => {
    expect(pageTitle('Pricing')).toBe('Pricing')
    expect(pageTitle('Pricing', { locale: 'en-GB' })).toBe('United Kingdom | Pricing')
    expect(pageTitle('Pricing', { locale: 'en-US' })).toBe('Pricing')
    expect(pageTitle('Resources', { page: 2 })).toBe('Page 2 | Resources')
    expect(pageTitle('Resources', { page: 1 })).toBe('Resources')
    expect(pageTitle('Resources', { page: 3, locale: 'en-AU' })).toBe('Australia | Page 3 | Resources')
  })
})

describe('metadata', () => {
  it('builds canonical, alternates, Open Graph and Twitter tags with a generated card', () => {
    const m = buildMetadata({ siteUrl: SITE, siteName: 'Ostra', path: '/resources', title: 'Resources', description: 'Guides', context: { page: 2 } })
    expect(m.title).toBe('Page 2 | Resources')
    expect(m.alternates?.canonical).toBe('https://ostra.com/resources?page=2')
    expect(m.openGraph).toMatchObject({ url: 'https://ostra.com/resources?page=2', siteName: 'Ostra', title: 'Page 2 | Resources' })
    expect(m.twitter).toMatchObject({ card: 'summary_large_image', images: [`https://ostra.com${generatedImagePath('Resources')}`] })
    expect(m.robots).toBeUndefined()
  })
  it('keeps the home title absolute, uses a set image and honours noindex', () => {
    const m = buildMetadata({ siteUrl: SITE, siteName: 'Ostra', path: '/', title: 'Ostra — platform', image: '/api/media/file/a.webp', noindex: true })
    expect(m.title).toEqual({ absolute: 'Ostra — platform' })
    expect(m.twitter).toMatchObject({ images: ['https://ostra.com/api/media/file/a.webp'] })
    expect(m.robots).toEqual({ index: false, follow: true })
  })
  it('names breadcrumbs after families and collections', () => {
    expect(breadcrumbsFor(SITE, '/products/voice-api', 'Voice API')).toEqual([
      { name: 'Home', url: 'https://ostra.com/' },
      { name: 'Products', url: 'https://ostra.com/products' },
      { name: 'Voice API', url: 'https://ostra.com/products/voice-api' },
    ])
    expect(breadcrumbsFor(SITE, '/customer-stories/acme', 'Acme')[1].name).toBe('Customer stories')
  })
})

describe('structured data', () => {
  const base: JsonLdInput = {
    site: { name: 'Ostra', url: 'https://ostra.com/', sameAs: ['https://twitter.com/ostra'] },
    path: '/products/sms-api',
    url: 'https://ostra.com/products/sms-api',
    kind: 'product',
    title: 'SMS API',
    description: 'Messages',
    faqs: [],
    offers: [],
    breadcrumbs: [{ name: 'Home', url: 'https://ostra.com/' }],
  }
  const types = (input: JsonLdInput) => jsonLdFor(input).map((d) => (d as { '@type': string })['@type'])

  it('gives the home page Organization and WebSite, and no breadcrumbs', () => {
    expect(types({ ...base, kind: 'home', path: '/' })).toEqual(['Organization', 'WebSite'])
  })
  it('gives products Product with offers, FAQPage when there are FAQs, and BreadcrumbList', () => {
    const data = jsonLdFor({ ...base, offers: [{ name: 'Outbound SMS', price: 0.004, currency: 'USD' }], faqs: [{ question: 'Q?', answer: 'A.' }] })
    expect(data.map((d) => (d as { '@type': string })['@type'])).toEqual(['Product', 'FAQPage', 'BreadcrumbList'])
    expect(data[0]).toMatchObject({ url: base.url, offers: [{ '@type': 'Offer', price: 0.004, priceCurrency: 'USD' }] })
    expect(JSON.stringify(data[0]).match(/"url"/g)).toHaveLength(1)
  })
  it('gives articles Article and plain pages only breadcrumbs', () => {
    expect(types({ ...base, kind: 'article' })).toEqual(['Article', 'BreadcrumbList'])
    expect(types({ ...base, kind: 'page' })).toEqual(['BreadcrumbList'])
  })
  it('escapes < so content cannot close the script', () => {
    expect(serializeJsonLd({ a: '</script><script>alert(1)</script>' })).not.toContain('<')
  })
  it('finds FAQ blocks nested in sections', () => {
    const layout = [{ blockType: 'hero' }, { blockType: 'section', blocks: [{ blockType: 'faq', items: [] }] }, { blockType: 'faq' }]
    expect(collectBlocks(layout, 'faq')).toHaveLength(2)
  })
})

describe('robots', () => {
  it('lets crawlers in on production except private paths, and keeps them out elsewhere', () => {
    expect(robotsRules('production', SITE)).toEqual({
      rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/preview', '/styleguide'] }],
      sitemap: 'https://ostra.com/sitemap.xml',
    })
    for (const env of ['staging', 'dev', 'test'] as const) expect(robotsRules(env, SITE)).toEqual({ rules: [{ userAgent: '*', disallow: '/' }] })
  })
})

describe("generated SEO defaults (the admin's generate buttons)", () => {
  it('shortens at a word boundary with an ellipsis, leaving short text alone', () => {
    expect(shorten('  Voice   API  ', 60)).toBe('Voice API')
    const long = shorten('Programmable voice for every call center, carrier network and developer on the planet', 60)
    expect(long.length).toBeLessThanOrEqual(60)
    expect(long.endsWith('…')).toBe(true)
    expect(long).toBe('Programmable voice for every call center, carrier network…')
  })

  it('takes the title for the SEO title', () => {
    expect(defaultSeoTitle({ title: 'Messaging pricing' })).toBe('Messaging pricing')
    expect(defaultSeoTitle({})).toBe('')
  })

  it('takes the summary, else the hero text, else the first paragraph', () => {
    const body = {
      root: {
        children: [
          { type: 'heading', children: [{ text: 'Skip me' }] },
          { type: 'paragraph', children: [{ text: 'First ' }, { text: 'words.' }] },
        ],
      },
    }
    expect(defaultSeoDescription({ summary: 'A summary.', layout: [{ blockType: 'richText', content: body }] })).toBe('A summary.')
    expect(defaultSeoDescription({ layout: [{ blockType: 'stats' }, { blockType: 'hero', text: 'Hero text.' }] })).toBe('Hero text.')
    expect(defaultSeoDescription({ layout: [{ blockType: 'richText', content: body }] })).toBe('First words.')
    expect(defaultSeoDescription({ summary: 'x '.repeat(200) }).length).toBeLessThanOrEqual(160)
    expect(defaultSeoDescription({})).toBe('')
  })

  it('reads rich-text hero text and linked words as plain text', () => {
    const hero = { blockType: 'hero', text: inlineRichText('Calls in **100+ countries** with [one API](/products/voice-api).\n\nSecond paragraph.') }
    expect(defaultSeoDescription({ layout: [hero] })).toBe('Calls in 100+ countries with one API. Second paragraph.')
    expect(
      defaultSeoDescription({
        layout: [
          { blockType: 'hero', text: inlineState(paragraph('')) },
          { blockType: 'richText', content: inlineRichText('[Linked](/a) words.') },
        ],
      }),
    ).toBe('Linked words.')
  })
})
