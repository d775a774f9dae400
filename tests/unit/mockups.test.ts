// @vitest-environment jsdom
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { SectionBlock } from '@/payload-types'
import { buildPages, mockupKey, type PageData } from '@/seed/build'
import { products } from '@/seed/content/products'
import { SEED_MOCKUPS } from '@/seed/images'
import { MOCKUP_HEIGHT, MOCKUP_WIDTH, MOCKUPS, textColourPairs } from '@/seed/mockups'

const all = Object.entries(MOCKUPS).flatMap(([category, list]) => list.map((mockup, index) => ({ key: `${category} ${index}`, mockup })))
const svgs = new Map<string, string>()

beforeAll(() => {
  for (const { key, mockup } of all) svgs.set(key, mockup.draw())
})

/** The SVG parsed as strict XML; throws on anything that is not well-formed. */
function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml')
  const error = doc.getElementsByTagName('parsererror')[0]
  if (error) throw new Error(error.textContent ?? 'not well-formed')
  return doc
}

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

describe('product UI mock-ups', () => {
  it('has three mock-ups for every category a seeded product belongs to', () => {
    for (const product of products) expect(MOCKUPS[product.category], product.slug).toHaveLength(3)
    expect(all).toHaveLength(24)
  })

  it('draws well-formed SVG of the declared size, with nothing undefined or NaN in it', () => {
    for (const { key } of all) {
      const svg = svgs.get(key)!
      const root = parse(svg).documentElement
      expect(root.tagName, key).toBe('svg')
      expect(root.getAttribute('width'), key).toBe(String(MOCKUP_WIDTH))
      expect(root.getAttribute('height'), key).toBe(String(MOCKUP_HEIGHT))
      expect(root.getAttribute('viewBox'), key).toBe(`0 0 ${MOCKUP_WIDTH} ${MOCKUP_HEIGHT}`)
      expect(svg, key).not.toMatch(/NaN|undefined|Infinity|\[object/)
      // Made here: no raster, no external font or file.
      expect(svg, key).not.toMatch(/<image|href=|@font-face|url\((?!#)/)
    }
  })

  it('draws the same picture every time', () => {
    for (const { key, mockup } of all) expect(mockup.draw(), key).toBe(svgs.get(key))
  })

  it('describes every picture in its own words', () => {
    const alts = all.map(({ mockup }) => mockup.alt)
    for (const alt of alts) expect(alt.trim().length).toBeGreaterThan(30)
    expect(new Set(alts).size).toBe(alts.length)
  })

  it('keeps text legible at about half size and inside the window', () => {
    for (const { key } of all) {
      const texts = [...parse(svgs.get(key)!).getElementsByTagName('text')]
      expect(texts.length, key).toBeGreaterThan(20)
      for (const text of texts) {
        const size = Number(text.getAttribute('font-size'))
        const content = text.textContent ?? ''
        expect(size, `${key}: ${content}`).toBeGreaterThanOrEqual(20)
        // A rough width (DejaVu Sans averages about 0.6 em a character): catches text running off the window.
        const x = Number(text.getAttribute('x'))
        const width = content.length * size * (text.getAttribute('font-weight') === 'bold' ? 0.62 : 0.56)
        const anchor = text.getAttribute('text-anchor')
        const left = anchor === 'end' ? x - width : anchor === 'middle' ? x - width / 2 : x
        expect(left, `${key}: ${content}`).toBeGreaterThanOrEqual(40)
        expect(left + width, `${key}: ${content}`).toBeLessThanOrEqual(1160)
      }
    }
  })

  it('gives every text at least 4.5:1 contrast on the surface it sits on', () => {
    const pairs = textColourPairs()
    expect(pairs.length).toBeGreaterThan(10)
    for (const { ink, surface } of pairs) expect(contrast(ink, surface), `${ink} on ${surface}`).toBeGreaterThanOrEqual(4.5)
  })

  it('renders a window with a soft shadow on a transparent background', async () => {
    for (const key of ['Voice 0', 'Voice 1']) {
      const { data, info } = await sharp(Buffer.from(svgs.get(key)!))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      expect([info.width, info.height]).toEqual([MOCKUP_WIDTH, MOCKUP_HEIGHT])
      const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]
      expect(alpha(2, 2), key).toBe(0)
      expect(alpha(1198, 450), key).toBe(0)
      expect(alpha(600, 450), key).toBe(255)
      // The shadow: partly transparent just below the window.
      expect(alpha(600, 850), key).toBeGreaterThan(0)
      expect(alpha(600, 850), key).toBeLessThan(200)
    }
  })
})

describe('mock-ups on the seeded pages', () => {
  // Media ids as the seed would hand them out, one per mock-up.
  const media = Object.fromEntries(SEED_MOCKUPS.map(({ category, index }, n) => [mockupKey(category, index), n + 1]))
  const featureSections = (page: PageData) =>
    (page.layout ?? []).filter((block): block is SectionBlock => block.blockType === 'section' && Boolean(block.anchor?.startsWith('section-')))

  it('puts its category’s screens beside every product page’s feature sections, alternating sides', () => {
    const productPages = buildPages(media).filter((page) => page.family === 'products')
    for (const page of productPages) {
      const product = products.find((candidate) => candidate.slug === page.slug)!
      const sections = featureSections(page)
      expect(
        sections.map((section) => section.sideImage?.image),
        page.slug,
      ).toEqual([0, 1, 2].map((index) => media[mockupKey(product.category, index)]))
      expect(sections.map((section) => section.sideImage?.position)).toEqual(['end', 'start', 'end'])
    }
  })
  it('never shows one screen twice on a solution page', () => {
    for (const page of buildPages(media).filter((candidate) => candidate.family === 'solutions')) {
      const images = featureSections(page).flatMap((section) => (section.sideImage?.image ? [section.sideImage.image] : []))
      expect(images.length, page.slug).toBeGreaterThanOrEqual(2)
      expect(new Set(images).size, page.slug).toBe(images.length)
    }
  })
})
