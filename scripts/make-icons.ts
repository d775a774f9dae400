/**
 * Writes the favicon set into public/ from the brand mark (src/lib/design/brandMark.ts):
 *   npx tsx scripts/make-icons.ts
 * favicon.ico (16, 32, 48 px), icon.svg, apple-touch-icon.png (180 px), site.webmanifest,
 * and the manifest's icons and the plain mark under assets/brand/. The output is committed.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

import { DEFAULT_BRAND } from '../src/lib/design/brand'
import { markSvg, webManifest } from '../src/lib/design/brandMark'

const pub = path.resolve(import.meta.dirname, '../public')
const brandDir = path.join(pub, 'assets/brand')

async function png(svg: string, size: number): Promise<Buffer> {
  // Rasterise at the target size (density in dpi: 72 per 32 units at 1 px per unit).
  return sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** An ICO file whose images are PNGs (read by every current browser). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)])
}

async function main() {
  fs.mkdirSync(brandDir, { recursive: true })
  const rounded = markSvg()
  const bleed = markSvg({ rounded: false })
  fs.writeFileSync(path.join(pub, 'icon.svg'), rounded)
  fs.writeFileSync(path.join(brandDir, 'mark.svg'), rounded)
  const sizes = [16, 32, 48]
  fs.writeFileSync(path.join(pub, 'favicon.ico'), ico(await Promise.all(sizes.map(async (size) => ({ size, data: await png(rounded, size) })))))
  fs.writeFileSync(path.join(pub, 'apple-touch-icon.png'), await png(bleed, 180))
  fs.writeFileSync(path.join(brandDir, 'icon-192.png'), await png(bleed, 192))
  fs.writeFileSync(path.join(brandDir, 'icon-512.png'), await png(bleed, 512))
  fs.writeFileSync(path.join(brandDir, 'icon-maskable-512.png'), await png(markSvg({ rounded: false, scale: 0.75 }), 512))
  fs.writeFileSync(path.join(pub, 'site.webmanifest'), `${JSON.stringify(webManifest(DEFAULT_BRAND), null, 2)}\n`)
  console.log('icons written to public/')
}

void main()
