import { describe, expect, it } from 'vitest'

import {
  CATEGORY_IMAGE_ALT,
  SECTION_LINKS,
  collapseDoubledWords,
  correctPage,
  eyebrowWithWrittenDate,
  withArticleHeadings,
  type PageRow,
} from '../../migrations/20261124_121754_content_corrections'
import { authorFromEyebrow, authorFromLayout } from '../../migrations/20261124_130426_article_author'
import { inlineRichText, paragraphs, richText, richTextToPlainText } from '@/lib/richText'
import { articleNodes, featureContent, listedKey, rateKey } from '@/seed/build'
import { contentPages } from '@/seed/content/contentPages'
import { ARTICLE_HEADINGS } from '@/seed/content/articleHeadings'
import { articles } from '@/seed/content/articles'
import { SEED_IMAGES } from '@/seed/images'
import { isFreePrice } from '@/lib/pricing/rateTable'
import { pricingPages } from '@/seed/content/pricing'
import { iotDataPlans, messagingRates, priceList } from '@/seed/content/rates'

let n = 0
const id = () => `id${++n}`
const oldButtons = [
  { id: 'a', label: 'Sign up free', href: '/sign-up', kind: 'primary' },
  { id: 'b', label: 'Contact sales', href: '/contact-us', kind: 'secondary' },
]
const oldBand = {
  blockType: 'ctaBanner',
  heading: 'Ready to build?',
  text: inlineRichText('Talk to our team or start with free credit today.'),
  buttons: oldButtons,
}
const page = (overrides: Partial<PageRow>): PageRow => ({ title: 'A page', metaTitle: null, layout: [], family: 'content', path: '/a-page', ...overrides })

describe('content corrections migration: copy', () => {
  it('writes a doubled word once, keeping the first spelling, and leaves other text alone', () => {
    expect(collapseDoubledWords('Messaging Pricing pricing')).toBe('Messaging Pricing')
    expect(collapseDoubledWords('Messaging Pricing pricing | Ostra')).toBe('Messaging Pricing | Ostra')
    expect(collapseDoubledWords('Pricing that prices')).toBe('Pricing that prices')
  })

  it('writes an article eyebrow’s ISO date the site’s one way', () => {
    expect(eyebrowWithWrittenDate('Maya Lindqvist · 2026-11-12')).toBe('Maya Lindqvist · November 12, 2026')
    expect(eyebrowWithWrittenDate('Maya Lindqvist · November 12, 2026')).toBe('Maya Lindqvist · November 12, 2026')
    expect(eyebrowWithWrittenDate('Released 2026-11-12 to all')).toBe('Released 2026-11-12 to all')
  })

  it('corrects a pricing page’s titles, hero, table heading and closing band, once', () => {
    const before = page({
      title: 'Messaging Pricing pricing',
      metaTitle: 'Messaging Pricing pricing',
      family: 'pricing',
      path: '/pricing/messaging',
      layout: [
        { blockType: 'hero', heading: 'Messaging Pricing pricing', buttons: oldButtons },
        { blockType: 'section', blocks: [{ blockType: 'pricingTable', heading: 'Messaging Pricing rates' }] },
        {
          blockType: 'ctaBanner',
          heading: 'Need volume pricing?',
          text: inlineRichText('Committed-use discounts start at modest volumes. Talk to sales.'),
          buttons: oldButtons,
        },
      ],
    })
    const after = correctPage(before, id)!
    expect(after.title).toBe('Messaging Pricing')
    expect(after.metaTitle).toBe('Messaging Pricing')
    const [hero, section, band] = after.layout as Record<string, unknown>[]
    expect(hero.heading).toBe('Messaging Pricing')
    // A pricing page's hero keeps both buttons: only the pages with their own calls to action change them.
    expect(hero.buttons).toEqual(oldButtons)
    expect((section.blocks as Record<string, unknown>[])[0].heading).toBe('Messaging rates')
    expect((band.buttons as { label: string }[]).map((b) => b.label)).toEqual(['Talk to sales', 'Sign up free'])
    expect(correctPage({ ...before, ...after }, id)).toBeUndefined()
  })

  it('gives careers its open roles and keeps contact and sign-up from offering themselves', () => {
    const careers = correctPage(page({ path: '/careers', layout: [{ blockType: 'hero', heading: 'Careers', buttons: oldButtons }, oldBand] }), id)!
    const [hero, band] = careers.layout as Record<string, unknown>[]
    expect((hero.buttons as { href: string }[]).map((b) => b.href)).toEqual(['#roles'])
    expect(band.heading).toBe('Find your next role')
    expect(richTextToPlainText(band.text)).toMatch(/opening/)
    expect((band.buttons as { href: string }[]).map((b) => b.href)).toEqual(['#roles'])

    for (const path of ['/contact-us', '/sign-up']) {
      const fixed = correctPage(page({ path, layout: [{ blockType: 'hero', heading: 'Hello', buttons: oldButtons }, oldBand] }), id)!
      const hrefs = (fixed.layout as { buttons: { href: string }[] }[]).flatMap((block) => block.buttons.map((b) => b.href))
      expect(hrefs, path).not.toContain(path)
    }
  })

  it('leaves a band a marketer rewrote, and pages with nothing to correct, alone', () => {
    const edited = { ...oldBand, heading: 'Join us' }
    expect(correctPage(page({ path: '/careers', layout: [edited] }), id)).toBeUndefined()
    expect(correctPage(page({ path: '/about', layout: [{ blockType: 'hero', heading: 'About', buttons: oldButtons }, oldBand] }), id)).toBeUndefined()
  })
})

describe('content corrections migration: articles', () => {
  const article = articles[0]
  const headings = ARTICLE_HEADINGS[article.slug]

  it('gives a seeded article the seed’s headings and its category’s picture, once', () => {
    const images = new Map([[CATEGORY_IMAGE_ALT[article.category], 7]])
    const before = page({
      family: 'resources',
      category: article.category,
      path: `/resources/${article.slug}`,
      layout: [
        { blockType: 'hero', heading: article.title },
        { blockType: 'section', blocks: [{ blockType: 'richText', content: paragraphs(article.paragraphs) }] },
      ],
    })
    const after = correctPage(before, id, images)!
    const [hero, section] = after.layout as Record<string, unknown>[]
    expect(hero.media).toBe(7)
    const content = (section.blocks as Record<string, unknown>[])[0].content
    // The same rich text the seed now writes.
    expect(content).toEqual(richText(articleNodes(article.paragraphs, headings)))
    expect(correctPage({ ...before, ...after }, id, images)).toBeUndefined()
  })

  it('leaves an article a writer has changed as it is', () => {
    expect(withArticleHeadings(paragraphs(article.paragraphs.slice(0, 3)), headings)).toBeUndefined()
    expect(withArticleHeadings(richText(articleNodes(article.paragraphs, headings)), headings)).toBeUndefined()
  })

  it('has headings for every seeded article and the seed’s alt text for every category picture', () => {
    for (const a of articles) expect(ARTICLE_HEADINGS[a.slug]?.length, a.slug).toBe(a.paragraphs.length - 1)
    const alts = new Set(SEED_IMAGES.map((image) => image.alt))
    for (const alt of Object.values(CATEGORY_IMAGE_ALT)) expect(alts.has(alt), alt).toBe(true)
  })
})

describe('the pricing pages’ rows point at seeded prices', () => {
  // The pages hold no prices of their own: each row names a rate, a listed item or a plan the seed creates.
  it('names only rates, items and plans the seed creates', () => {
    const rates = new Set(messagingRates().map(rateKey))
    const listed = new Set(priceList().map((r) => listedKey(r.product, r.country, r.item)))
    const plans = new Set(iotDataPlans.map((p) => p.name))
    let pointers = 0
    for (const page of pricingPages) {
      for (const row of page.rows) {
        if ('rate' in row) expect(rates.has(rateKey(row.rate)), JSON.stringify(row.rate)).toBe(true)
        else if ('listed' in row) expect(listed.has(listedKey(page.product, row.listed.country, row.listed.item)), row.listed.item).toBe(true)
        else if ('plan' in row) expect(plans.has(row.plan), row.plan).toBe(true)
        else continue
        pointers++
      }
    }
    expect(pointers).toBeGreaterThanOrEqual(20)
  })

  it('copies no messaging rate into the price list (the rates table reads the rate card)', () => {
    expect(priceList().filter((r) => r.product === 'messaging' && /^(Outbound|Inbound) (SMS|MMS)/.test(r.item))).toEqual([])
  })

  it('charges something for every message, in every country', () => {
    expect(messagingRates().filter((r) => r.price <= 0)).toEqual([])
  })
})

describe('prices of nothing', () => {
  it('are recognised in numbers and in written prices', () => {
    expect(isFreePrice(0)).toBe(true)
    expect(isFreePrice('$0.00')).toBe(true)
    expect(isFreePrice('€0,00')).toBe(true)
    expect(isFreePrice('0')).toBe(true)
    expect(isFreePrice('$0.0040')).toBe(false)
    expect(isFreePrice('$10.00')).toBe(false)
    expect(isFreePrice(0.004)).toBe(false)
  })
})

describe('content corrections migration: listing pages link on', () => {
  it('adds the seed’s link under each closing section of /resources and /customer-stories, once, and matches the seed', () => {
    for (const [path, links] of Object.entries(SECTION_LINKS)) {
      const seed = contentPages.find((c) => `/${c.slug}` === path)!
      const before = page({
        path,
        layout: seed.sections.map((feature) => ({
          blockType: 'section',
          heading: feature.title,
          blocks: [{ blockType: 'richText', content: paragraphs([feature.body]) }],
        })),
      })
      const after = correctPage(before, id)!
      const sections = after.layout as { heading: string; blocks: { content: unknown }[] }[]
      for (const [index, section] of sections.entries()) {
        expect(links[section.heading], section.heading).toEqual(seed.sections[index].link)
        expect(section.blocks[0].content).toEqual(featureContent(seed.sections[index]))
      }
      expect(correctPage({ ...before, ...after }, id)).toBeUndefined()
    }
  })
})

describe('article author migration', () => {
  it('reads the writer from the seed’s "Name · Date" eyebrow, and nothing from other eyebrows', () => {
    expect(authorFromEyebrow('Maya Lindqvist · November 12, 2026')).toBe('Maya Lindqvist')
    expect(authorFromEyebrow('Maya Lindqvist · 2026-11-12')).toBe('Maya Lindqvist')
    expect(authorFromEyebrow('Pricing')).toBeUndefined()
    expect(authorFromEyebrow('Voice · AI')).toBeUndefined()
    expect(authorFromEyebrow(null)).toBeUndefined()
    expect(authorFromLayout([{ blockType: 'hero', eyebrow: 'Daniel Osei · October 1, 2026' }])).toBe('Daniel Osei')
    expect(authorFromLayout([{ blockType: 'section' }, { blockType: 'hero', eyebrow: 'Daniel Osei · October 1, 2026' }])).toBeUndefined()
  })
})
