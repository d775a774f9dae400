import { describe, expect, it } from 'vitest'

import { layoutBlocks } from '@/blocks/schemas'
import { withBlocksResolved } from '@/lib/pages/blockReferences'
import { CustomerStories } from '@/collections/CustomerStories'
import { LegalPages } from '@/collections/LegalPages'
import { ReleaseNotes } from '@/collections/ReleaseNotes'
import { checkContent, checkLayout, linkedPath, scanDocument, type ContentFacts, type FieldSchema } from '@/lib/seo/contentCheck'
import { inlineRichText, inlineState, link, paragraph } from '@/lib/richText'

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
              {
                slug: 'hero',
                fields: [
                  { type: 'upload', name: 'image', relationTo: 'media' },
                  {
                    type: 'array',
                    name: 'buttons',
                    fields: [
                      { type: 'text', name: 'label' },
                      { type: 'text', name: 'href' },
                    ],
                  },
                ],
              },
              { slug: 'richText', fields: [{ type: 'richText', name: 'content' }] },
            ],
          },
        ],
      },
      { name: 'extra', fields: [{ type: 'row', fields: [{ type: 'text', name: 'href' }] }] },
    ],
  },
  {
    type: 'group',
    name: 'meta',
    fields: [
      { type: 'upload', name: 'image', relationTo: 'media' },
      { type: 'text', name: 'title' },
    ],
  },
]

const lexical = (children: unknown[]) => ({ root: { type: 'root', children: [{ type: 'paragraph', children }] } })

describe('scanDocument', () => {
  it('finds links and images with the field path of each', () => {
    const scan = scanDocument(schema, {
      title: 'A page',
      layout: [
        {
          blockType: 'hero',
          image: 7,
          buttons: [
            { label: 'Pricing', href: '/pricing' },
            { label: 'Docs', href: 'https://developers.ostra.com' },
          ],
        },
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
    expect(scanDocument(schema, { layout: 'nope', meta: null, extra: [] })).toEqual({ links: [], documentLinks: [], emptyLinks: [], media: [] })
  })

  it('finds rich-text links without a destination, with their text and field', () => {
    const scan = scanDocument(schema, {
      layout: [
        {
          blockType: 'richText',
          content: lexical([
            { type: 'link', fields: { linkType: 'custom', url: '' }, children: [{ type: 'text', text: 'Pricing' }] },
            { type: 'link', fields: { linkType: 'custom', url: '   ' }, children: [] },
            { type: 'autolink', fields: { linkType: 'custom' }, children: [{ type: 'text', text: 'bare' }] },
            { type: 'link', fields: { linkType: 'internal', doc: null }, children: [{ type: 'text', text: 'A page' }] },
            { type: 'link', fields: { linkType: 'internal', doc: { relationTo: 'pages', value: null } }, children: [] },
            { type: 'link', children: [{ type: 'text', text: 'no fields' }] },
            { type: 'link', fields: { linkType: 'custom', url: '/pricing' }, children: [] },
          ]),
        },
      ],
    })
    expect(scan.emptyLinks).toEqual([
      { text: 'Pricing', field: 'layout.0.content' },
      { text: '', field: 'layout.0.content' },
      { text: 'bare', field: 'layout.0.content' },
      { text: 'A page', field: 'layout.0.content' },
      { text: '', field: 'layout.0.content' },
      { text: 'no fields', field: 'layout.0.content' },
    ])
    expect(scan.links).toEqual([{ href: '/pricing', field: 'layout.0.content' }])
    expect(scan.documentLinks).toEqual([])
  })
})

describe('scanDocument on the real block schema', () => {
  it('finds the links of formatted block text (hero, cards, FAQ answers, banners), inside Sections too', () => {
    // The Section names its blocks by slug: resolved from the registry, as the content check does from the config's blocks.
    const fields = withBlocksResolved([{ type: 'blocks', name: 'layout', blocks: layoutBlocks }], layoutBlocks) as unknown as FieldSchema[]
    const scan = scanDocument(fields, {
      layout: [
        { blockType: 'hero', heading: 'H', text: inlineRichText('See [pricing](/pricing).') },
        {
          blockType: 'section',
          blocks: [
            { blockType: 'cardGrid', cards: [{ title: 'A', text: inlineRichText('[Docs](https://developers.ostra.com)') }] },
            {
              blockType: 'faq',
              items: [{ question: 'Q', answer: inlineState(paragraph(link({ relationTo: 'pages', value: 5 }, ['a page']), link('', ['nowhere']))) }],
            },
          ],
        },
        { blockType: 'ctaBanner', heading: 'C', text: inlineRichText('[Gone](/gone)') },
      ],
    })
    expect(scan.links).toEqual([
      { href: '/pricing', field: 'layout.0.text' },
      { href: 'https://developers.ostra.com', field: 'layout.1.blocks.0.cards.0.text' },
      { href: '/gone', field: 'layout.2.text' },
    ])
    expect(scan.documentLinks).toEqual([{ relationTo: 'pages', id: 5, field: 'layout.1.blocks.1.items.0.answer' }])
    expect(scan.emptyLinks).toEqual([{ text: 'nowhere', field: 'layout.1.blocks.1.items.0.answer' }])
  })
})

describe('scanDocument on stories, release notes and legal pages', () => {
  it('finds the links of their block layouts, with the field path of each', () => {
    for (const collection of [CustomerStories, ReleaseNotes, LegalPages]) {
      const scan = scanDocument(withBlocksResolved(collection.fields, layoutBlocks) as unknown as FieldSchema[], {
        title: 'T',
        layout: [
          { blockType: 'richText', content: inlineRichText('Read [the terms](/terms-and-conditions).') },
          {
            blockType: 'section',
            blocks: [{ blockType: 'ctaBanner', heading: 'C', text: inlineRichText('[Nowhere]()'), buttons: [{ label: 'Go', href: '/gone' }] }],
          },
        ],
      })
      expect(scan.links, collection.slug).toEqual([
        { href: '/terms-and-conditions', field: 'layout.0.content' },
        { href: '/gone', field: 'layout.1.blocks.0.buttons.0.href' },
      ])
    }
  })
})

describe('linkedPath', () => {
  it.each([
    ['/pricing/', '/pricing'],
    ['/Pricing?x=1#top', '/pricing'],
    [`${SITE}/products/voice-api`, '/products/voice-api'],
    ['http://localhost:3000/why-ostra', '/why-ostra'],
  ])('%s → %s', (href, path) => expect(linkedPath(href, SITE)).toBe(path))

  it.each(['https://example.com/x', '#faq', 'tel:+15550100', 'mailto:press@ostra.com', 'data:text/plain,hi', '/api/media/file/a.webp', '/admin'])(
    'skips %s',
    (href) => {
      expect(linkedPath(href, SITE)).toBeUndefined()
    },
  )
})

const facts = (over: Partial<ContentFacts> = {}): ContentFacts => ({
  siteUrl: SITE,
  publishedPaths: new Set(['/', '/pricing', '/contact-us']),
  redirectSources: new Set(['/old-pricing']),
  publishedDocuments: new Set(['pages:3']),
  mediaAlt: new Map([
    ['7', 'A chart'],
    ['9', '  '],
  ]),
  samePath: [],
  sameTitle: [],
  ...over,
})

const scanOf = (links: string[], extra: Partial<ReturnType<typeof scanDocument>> = {}) => ({
  links: links.map((href, i) => ({ href, field: `layout.${i}.href` })),
  documentLinks: [],
  emptyLinks: [],
  media: [],
  ...extra,
})

describe('checkContent', () => {
  it('passes a clean document', () => {
    expect(
      checkContent(
        { path: '/a', seoTitle: 'Voice API', description: 'Short.', scan: scanOf(['/pricing', '/old-pricing', '/sitemap.xml', 'https://x.com']) },
        facts(),
      ),
    ).toEqual([])
  })

  it('reports broken links, by URL and by reference, as errors naming the field', () => {
    const findings = checkContent(
      {
        path: '/a',
        seoTitle: 'T',
        scan: scanOf(['/pricing', '/no-such-page', `${SITE}/gone/`], {
          documentLinks: [
            { relationTo: 'pages', id: 4, field: 'body' },
            { relationTo: 'pages', id: 3, field: 'body' },
          ],
        }),
      },
      facts(),
    )
    expect(findings.map((f) => [f.severity, f.rule, f.field])).toEqual([
      ['error', 'broken-link', 'layout.1.href'],
      ['error', 'broken-link', 'layout.2.href'],
      ['error', 'broken-link', 'body'],
    ])
    expect(findings[0].message).toContain('/no-such-page')
  })

  it('reports links without a destination as errors naming the field and the link', () => {
    const findings = checkContent(
      {
        path: '/a',
        seoTitle: 'T',
        scan: scanOf(['/pricing'], {
          emptyLinks: [
            { text: 'Pricing', field: 'layout.0.text' },
            { text: '', field: 'layout.1.items.0.answer' },
          ],
        }),
      },
      facts(),
    )
    expect(findings.map((f) => [f.severity, f.rule, f.field])).toEqual([
      ['error', 'empty-link', 'layout.0.text'],
      ['error', 'empty-link', 'layout.1.items.0.answer'],
    ])
    expect(findings[0].message).toBe('The link “Pricing” in layout.0.text has no destination: choose a document or enter an address')
    expect(findings[1].message).toMatch(/^A link in layout\.1\.items\.0\.answer has no destination/)
  })

  it('warns on missing alt text, missing images, duplicates and long titles and descriptions', () => {
    const findings = checkContent(
      {
        path: '/old-pricing',
        seoTitle: 'x'.repeat(61),
        description: 'y'.repeat(161),
        scan: scanOf([], {
          media: [
            { id: 7, field: 'a' },
            { id: 9, field: 'b' },
            { id: 10, field: 'c' },
          ],
        }),
      },
      facts({ samePath: ['legal-pages "Terms"'], sameTitle: ['pages "Other"'] }),
    )
    expect(findings.every((f) => f.severity === 'warning')).toBe(true)
    expect(findings.map((f) => f.rule)).toEqual([
      'missing-alt',
      'missing-alt',
      'duplicate-path',
      'duplicate-path',
      'duplicate-title',
      'title-too-long',
      'description-too-long',
    ])
    expect(findings.map((f) => f.field)).toEqual(['b', 'c', 'slug', 'slug', 'meta.title', 'meta.title', 'meta.description'])
  })

  it('allows exactly 60 and 160 characters', () => {
    expect(checkContent({ seoTitle: 'x'.repeat(60), description: 'y'.repeat(160), scan: scanOf([]) }, facts())).toEqual([])
  })
})

describe('checkLayout', () => {
  const hero = (heading: string, experiment?: { key: string; variant: string }) => ({ blockType: 'hero', heading, experiment })
  const section = (fields: Record<string, unknown>) => ({ blockType: 'section', blocks: [{ blockType: 'faq', items: [] }], ...fields })
  const rules = (layout: unknown) => checkLayout(layout).map((f) => `${f.rule} ${f.field}`)

  it('accepts a page that opens with one Hero and has filled, distinctly named Sections', () => {
    expect(checkLayout([hero('Voice'), section({ anchor: 'why' }), { blockType: 'faq', items: [] }, section({ anchor: 'how' })])).toEqual([])
  })
  it('asks for the Hero at the top when another block comes first', () => {
    const findings = checkLayout([section({}), hero('Voice')])
    expect(findings.map((f) => `${f.severity} ${f.rule} ${f.field}`)).toEqual(['warning hero-placement layout.1'])
    expect(findings[0]?.message).toContain('block 2')
  })
  it('flags a second Hero, but not the A/B variants of one', () => {
    expect(rules([hero('One'), hero('Two')])).toEqual(['hero-placement layout.1'])
    expect(rules([hero('A', { key: 'hero-test', variant: 'A' }), hero('B', { key: 'hero-test', variant: 'B' })])).toEqual([])
    expect(rules([hero('A', { key: 'hero-test', variant: 'A' }), hero('Other', { key: 'other', variant: 'A' })])).toEqual(['hero-placement layout.1'])
  })
  it('flags a Section with nothing in it, not one with a heading or an image', () => {
    expect(rules([section({ blocks: [] })])).toEqual(['empty-section layout.0'])
    expect(rules([section({ blocks: [], heading: 'Trusted by' })])).toEqual([])
    expect(rules([section({ blocks: [], backgroundImage: { image: 4 } })])).toEqual([])
  })
  it('flags two Sections with the same link name at the second one', () => {
    expect(rules([section({ anchor: 'pricing' }), section({ anchor: 'faq' }), section({ anchor: 'pricing' })])).toEqual(['duplicate-anchor layout.2.anchor'])
  })
  it('ignores what is not a layout and skips malformed rows', () => {
    expect(checkLayout(undefined)).toEqual([])
    expect(checkLayout([null, 'x', hero('Voice')])).toEqual([])
  })
})
