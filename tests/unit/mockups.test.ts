// @vitest-environment jsdom
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { SectionBlock } from '@/payload-types'
import { buildPages, screenKey, screensFor, type PageData } from '@/seed/build'
import { MOCKUP_HEIGHT, MOCKUP_WIDTH, SCREENS, textColourPairs } from '@/seed/mockups'

const all = SCREENS.map((mockup) => ({ key: mockup.id, mockup }))
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
  it('names every screen once', () => {
    const ids = SCREENS.map((screen) => screen.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
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
    for (const key of ['voice-call-timeline', 'voice-points-of-presence']) {
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

describe('screens on the seeded pages', () => {
  // Media ids as the seed would hand them out, one per screen.
  const media = Object.fromEntries(SCREENS.map((screen, n) => [screenKey(screen.id), n + 1]))
  const screenOfMedia = new Map(SCREENS.map((screen, n) => [n + 1, screen]))
  const pages = buildPages(media)
  const featureSections = (page: PageData) =>
    (page.layout ?? []).filter((block): block is SectionBlock => block.blockType === 'section' && Boolean(block.anchor?.startsWith('section-')))
  const pictured = (page: PageData) => featureSections(page).filter((section) => typeof section.sideImage?.image === 'number')

  it('puts a screen only beside a feature whose title names what it shows', () => {
    let count = 0
    for (const page of pages) {
      for (const section of pictured(page)) {
        const screen = screenOfMedia.get(section.sideImage!.image as number)
        expect(screen, `${page.slug}: ${section.heading}`).toBeDefined()
        expect(section.heading, `${page.slug}: ${screen!.id}`).toMatch(screen!.shows)
        count += 1
      }
    }
    expect(count).toBeGreaterThan(40)
  })

  it('never shows one screen twice on a page, and alternates the side of the pictures down the page', () => {
    for (const page of pages) {
      const images = pictured(page).map((section) => section.sideImage!.image)
      expect(new Set(images).size, page.slug).toBe(images.length)
      expect(
        pictured(page).map((section) => section.sideImage!.position),
        page.slug,
      ).toEqual(images.map((_, i) => (i % 2 === 0 ? 'end' : 'start')))
    }
  })

  it('places every screen it draws on some page', () => {
    const placed = new Set(pages.flatMap((page) => pictured(page).map((section) => section.sideImage!.image)))
    for (const screen of SCREENS) expect(placed.has(media[screenKey(screen.id)]), screen.id).toBe(true)
  })

  it('prefers the page’s own product family, and leaves a feature no screen shows without a picture', () => {
    const features = [
      { title: 'Built on a private network', body: '' },
      { title: 'A feature about nothing drawn', body: 'Even with webhooks and latency in its text.' },
    ]
    const [network, none] = screensFor(features, 'Voice')
    expect(network?.id).toBe('voice-points-of-presence')
    expect(none).toBeUndefined()
  })
})
