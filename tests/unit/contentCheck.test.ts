import { describe, expect, it } from 'vitest'

import { checkContent, linkedPath, scanDocument, type ContentFacts, type FieldSchema } from '@/lib/contentCheck'

const SITE = 'https://www.ostra.com'

const schema: FieldSchema[] = [
  { type: 'text', name: 'title' },
  {
    type: 'tabs',
    tabs: [
      {
        fields: [
          {
            type: 'blocks',
            name: 'layout',
            blocks: [
              { slug: 'hero', fields: [{ type: 'upload', name: 'image', relationTo: 'media' }, { type: 'array', name: 'buttons', fields: [{ type: 'text', name: 'label' }, { type: 'text', name: 'href' }] }] },
              { slug: 'richText', fields: [{ type: 'richText', name: 'content' }] },
            ],
          },
        ],
      },
      { name: 'extra', fields: [{ type: 'row', fields: [{ type: 'text', name: 'href' }] }] },
    ],
  },
  { type: 'group', name: 'meta', fields: [{ type: 'upload', name: 'image', relationTo: 'media' }, { type: 'text', name: 'title' }] },
]

const lexical = (children: unknown[]) => ({ root: { type: 'root', children: [{ type: 'paragraph', children }] } })

describe('scanDocument', () => {
  it('finds links and images with the field path of each', () => {
    const scan = scanDocument(schema, {
      title: 'A page',
      layout: [
        { blockType: 'hero', image: 7, buttons: [{ label: 'Pricing', href: '/pricing' }, { label: 'Docs', href: 'https://developers.ostra.com' }] },
        {
          blockType: 'richText',
          content: lexical([
            { type: 'link', fields: { linkType: 'custom', url: '/gone' }, children: [] },
            { type: 'link', fields: { linkType: 'internal', doc: { relationTo: 'pages', value: { id: 3 } } }, children: [] },
            { type: 'upload', relationTo: 'media', value: 9 },
          ]),
        },
        { blockType: 'unknown', href: '/ignored' },
      ],
      extra: { href: '/contact-us' },
      meta: { image: { id: 11, alt: 'x' } },
    })
    expect(scan.links).toEqual([
      { href: '/pricing', field: 'layout.0.buttons.0.href' },
      { href: 'https://developers.ostra.com', field: 'layout.0.buttons.1.href' },
      { href: '/gone', field: 'layout.1.content' },
      { href: '/contact-us', field: 'extra.href' },
    ])
    expect(scan.documentLinks).toEqual([{ relationTo: 'pages', id: 3, field: 'layout.1.content' }])
    expect(scan.media).toEqual([
      { id: 7, field: 'layout.0.image' },
      { id: 9, field: 'layout.1.content' },
      { id: 11, field: 'meta.image' },
    ])
  })

  it('copes with missing and malformed data', () => {
    expect(scanDocument(schema, { layout: 'nope', meta: null, extra: [] })).toEqual({ links: [], documentLinks: [], media: [] })
  })
})

describe('linkedPath', () => {
  it.each([
    ['/pricing/', '/pricing'],
    ['/Pricing?x=1#top', '/pricing'],
    [`${SITE}/products/voice-api`, '/products/voice-api'],
    ['http://localhost:3000/why-ostra', '/why-ostra'],
  ])('%s → %s', (href, path) => expect(linkedPath(href, SITE)).toBe(path))

  it.each(['https://example.com/x', '#faq', 'tel:+15550100', 'data:text/plain,hi', '/api/media/file/a.webp', '/admin'])('skips %s', (href) => {
    expect(linkedPath(href, SITE)).toBeUndefined()
  })
})

const facts = (over: Partial<ContentFacts> = {}): ContentFacts => ({
  siteUrl: SITE,
  publishedPaths: new Set(['/', '/pricing', '/contact-us']),
  redirectSources: new Set(['/old-pricing']),
  publishedDocuments: new Set(['pages:3']),
  mediaAlt: new Map([['7', 'A chart'], ['9', '  ']]),
  samePath: [],
  sameTitle: [],
  ...over,
})

const scanOf = (links: string[], extra: Partial<ReturnType<typeof scanDocument>> = {}) => ({
  links: links.map((href, i) => ({ href, field: `layout.${i}.href` })),
  documentLinks: [],
  media: [],
  ...extra,
})

describe('checkContent', () => {
  it('passes a clean document', () => {
    expect(checkContent({ path: '/a', seoTitle: 'Voice API', description: 'Short.', scan: scanOf(['/pricing', '/old-pricing', '/sitemap.xml', 'https://x.com']) }, facts())).toEqual([])
  })

  it('reports broken links, by URL and by reference, as errors naming the field', () => {
    const findings = checkContent(
      { path: '/a', seoTitle: 'T', scan: scanOf(['/pricing', '/no-such-page', `${SITE}/gone/`], { documentLinks: [{ relationTo: 'pages', id: 4, field: 'body' }, { relationTo: 'pages', id: 3, field: 'body' }] }) },
      facts(),
    )
    expect(findings.map((f) => [f.severity, f.rule, f.field])).toEqual([
      ['error', 'broken-link', 'layout.1.href'],
      ['error', 'broken-link', 'layout.2.href'],
      ['error', 'broken-link', 'body'],
    ])
    expect(findings[0].message).toContain('/no-such-page')
  })

  it('warns on missing alt text, missing images, duplicates and long titles and descriptions', () => {
    const findings = checkContent(
      {
        path: '/old-pricing',
        seoTitle: 'x'.repeat(61),
        description: 'y'.repeat(161),
        scan: scanOf([], { media: [{ id: 7, field: 'a' }, { id: 9, field: 'b' }, { id: 10, field: 'c' }] }),
      },
      facts({ samePath: ['legal-pages "Terms"'], sameTitle: ['pages "Other"'] }),
    )
    expect(findings.every((f) => f.severity === 'warning')).toBe(true)
    expect(findings.map((f) => f.rule)).toEqual(['missing-alt', 'missing-alt', 'duplicate-path', 'duplicate-path', 'duplicate-title', 'title-too-long', 'description-too-long'])
    expect(findings.map((f) => f.field)).toEqual(['b', 'c', 'slug', 'slug', 'meta.title', 'meta.title', 'meta.description'])
  })

  it('allows exactly 60 and 160 characters', () => {
    expect(checkContent({ seoTitle: 'x'.repeat(60), description: 'y'.repeat(160), scan: scanOf([]) }, facts())).toEqual([])
  })
})
