import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { HEIGHT, isLand, WIDTH } from '@/seed/illustrations'
import { renderArticleCover, renderIllustration, SEED_IMAGES } from '@/seed/images'

/** Every picture is stored as media on each seed: keep them light (the heaviest, the globe, is about 59 KB). */
const MAX_BYTES = 64 * 1024

const rendered = new Map<string, Buffer>()

beforeAll(async () => {
  for (const image of SEED_IMAGES) rendered.set(image.key, await renderIllustration(image.seed))
}, 60_000)

/** A small greyscale copy, one byte a pixel, for comparing pictures. */
async function thumbnail(webp: Buffer): Promise<Buffer> {
  return sharp(webp).resize(160, 100).greyscale().raw().toBuffer()
}

describe('seed illustrations', () => {
  it('renders every seed image as a 1600 × 1000 WebP of modest size', async () => {
    for (const image of SEED_IMAGES) {
      const webp = rendered.get(image.key)!
      const meta = await sharp(webp).metadata()
      expect(meta.format, image.key).toBe('webp')
      expect([meta.width, meta.height], image.key).toEqual([WIDTH, HEIGHT])
      expect(webp.length, image.key).toBeLessThan(MAX_BYTES)
    }
  })

  it('draws a different picture for every key', async () => {
    const thumbs = await Promise.all(SEED_IMAGES.map(async (image) => ({ key: image.key, pixels: await thumbnail(rendered.get(image.key)!) })))
    for (let i = 0; i < thumbs.length; i++) {
      for (let j = i + 1; j < thumbs.length; j++) {
        let diff = 0
        for (let p = 0; p < thumbs[i].pixels.length; p++) diff += Math.abs(thumbs[i].pixels[p] - thumbs[j].pixels[p])
        // Mean grey-level difference per pixel: same-layout variations of one drawing stay well under this.
        expect(diff / thumbs[i].pixels.length, `${thumbs[i].key} vs ${thumbs[j].key}`).toBeGreaterThan(8)
      }
    }
  })

  it('keeps the subject clear of the edges, so a 16:9 crop and a phone-sized hero show all of it', async () => {
    for (const image of SEED_IMAGES) {
      const { data, info } = await sharp(rendered.get(image.key)!).greyscale().raw().toBuffer({ resolveWithObject: true })
      let brightest = 0
      for (let y = 0; y < info.height; y++) {
        for (let x = 0; x < info.width; x++) {
          const inMargin = y < 80 || y >= info.height - 80 || x < 100 || x >= info.width - 100
          if (inMargin) brightest = Math.max(brightest, data[y * info.width + x])
        }
      }
      // The background is #0b0b0b under a faint blue glow; any drawn shape is far brighter.
      expect(brightest, image.key).toBeLessThan(40)
    }
  })

  it('is the same picture on every seed', async () => {
    const again = await renderIllustration(SEED_IMAGES[0].seed)
    expect(again.equals(rendered.get(SEED_IMAGES[0].key)!)).toBe(true)
  })

  it('reads the world map the right way round (the globe’s land dots)', () => {
    for (const [lat, lon] of [
      [51.5, -0.1], // London
      [-23.5, -46.6], // São Paulo
      [40.7, -100], // Kansas
      [-25, 134], // Central Australia
    ])
      expect(isLand(lat, lon), `${lat},${lon}`).toBe(true)
    for (const [lat, lon] of [
      [30, -40], // North Atlantic
      [0, -150], // Pacific
      [-30, 80], // Indian Ocean
    ])
      expect(isLand(lat, lon), `${lat},${lon}`).toBe(false)
  })
})

describe('article covers', () => {
  it('gives every article its own picture, the same on every seed, inside the safe area', async () => {
    const titles = ['Building a voice agent', 'Porting numbers to Ostra', 'What 10DLC means for you']
    const covers = await Promise.all(titles.map((title) => renderArticleCover('voice', title)))
    const thumbs = await Promise.all(covers.map(thumbnail))
    for (let i = 0; i < thumbs.length; i++)
      for (let j = i + 1; j < thumbs.length; j++) {
        let diff = 0
        for (let p = 0; p < thumbs[i].length; p++) diff += Math.abs(thumbs[i][p] - thumbs[j][p])
        expect(diff / thumbs[i].length, `${titles[i]} vs ${titles[j]}`).toBeGreaterThan(4)
      }
    expect((await renderArticleCover('voice', titles[0])).equals(covers[0])).toBe(true)
    for (const category of ['ai', 'messaging', 'numbers', 'iot', 'compliance', 'engineering']) {
      const { data, info } = await sharp(await renderArticleCover(category, titles[1]))
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true })
      let brightest = 0
      for (let y = 0; y < info.height; y++)
        for (let x = 0; x < info.width; x++)
          if (y < 80 || y >= info.height - 80 || x < 100 || x >= info.width - 100) brightest = Math.max(brightest, data[y * info.width + x])
      expect(brightest, category).toBeLessThan(40)
    }
  })
})
