/**
 * Seed illustrations, generated at seed time (nothing is downloaded): one diagram per product
 * category and one for the home page (drawn in illustrations.ts), each described by its alt text.
 */
import sharp from 'sharp'

import { articleCover, ILLUSTRATIONS } from './illustrations'
import type { Mockup } from './mockups'

export type SeedImage = { key: string; alt: string; seed: number }

export const SEED_IMAGES: SeedImage[] = [
  { key: 'home', alt: 'A dotted globe of the Americas, Europe and Africa, with signal rings around points of presence joined by arcs', seed: 1 },
  { key: 'Voice', alt: 'Sound waves crossing a network of call routes', seed: 2 },
  { key: 'Messaging', alt: 'Overlapping message bubbles travelling between devices', seed: 3 },
  { key: 'Numbers', alt: 'A grid of phone-number tiles lit across regions', seed: 4 },
  { key: 'Identity', alt: 'A verification badge over a stream of number look-ups', seed: 5 },
  { key: 'AI', alt: 'Layered neural network nodes connected by bright paths', seed: 6 },
  { key: 'Storage', alt: 'Stacked storage volumes replicated between regions', seed: 7 },
  { key: 'IoT', alt: 'Connected devices with SIM cards linked to cell towers', seed: 8 },
  { key: 'Networking', alt: 'Private network tunnels joining edge routers', seed: 9 },
  {
    key: 'coverage',
    alt: 'A map of the world with our 18 points of presence: seven in North America, seven in Europe, and Mumbai, Singapore, Tokyo and Sydney, joined by the backbone',
    seed: 10,
  },
]

/** The SVG of a seed image, by its key. */
export function illustrationSvg(key: string): string {
  const draw = ILLUSTRATIONS[key]
  if (!draw) throw new Error(`No illustration for seed image "${key}"`)
  return draw()
}

/** The WebP of the seed image with this seed number (as listed in SEED_IMAGES). */
export async function renderIllustration(seed: number): Promise<Buffer> {
  const image = SEED_IMAGES.find((candidate) => candidate.seed === seed)
  if (!image) throw new Error(`No seed image numbered ${seed}`)
  return sharp(Buffer.from(illustrationSvg(image.key)))
    .webp({ quality: 78, effort: 6 })
    .toBuffer()
}

/** An article's cover (illustrations.ts articleCover) as WebP, and the words that describe it. */
export async function renderArticleCover(category: string, title: string): Promise<Buffer> {
  return sharp(Buffer.from(articleCover(category, title)))
    .webp({ quality: 78, effort: 4 })
    .toBuffer()
}

export const articleCoverAlt = (title: string) => `Abstract cover art for the article “${title}”`

/** A mock-up as WebP, its transparent corners and shadow kept (alpha), for the tan and cream sections it sits on. */
export async function renderMockup(mockup: Mockup): Promise<Buffer> {
  return sharp(Buffer.from(mockup.draw())).webp({ quality: 82, alphaQuality: 90, effort: 4 }).toBuffer()
}
