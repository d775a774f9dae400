/**
 * Seed illustrations, generated at seed time (nothing is downloaded): abstract
 * compositions in the brand palette, one per product category and one for the home page.
 */
import sharp from 'sharp'

const PALETTE = ['#e4f26b', '#00a36c', '#fdf8ee', '#16215c', '#eadfcb']

export type SeedImage = { key: string; alt: string; seed: number }

export const SEED_IMAGES: SeedImage[] = [
  { key: 'home', alt: 'Concentric signal rings spreading over a dark globe grid', seed: 1 },
  { key: 'Voice', alt: 'Sound waves crossing a network of call routes', seed: 2 },
  { key: 'Messaging', alt: 'Overlapping message bubbles travelling between devices', seed: 3 },
  { key: 'Numbers', alt: 'A grid of phone-number tiles lit across regions', seed: 4 },
  { key: 'Identity', alt: 'A verification badge over a stream of number look-ups', seed: 5 },
  { key: 'AI', alt: 'Layered neural network nodes connected by bright paths', seed: 6 },
  { key: 'Storage', alt: 'Stacked storage volumes replicated between regions', seed: 7 },
  { key: 'IoT', alt: 'Connected devices with SIM cards linked to cell towers', seed: 8 },
  { key: 'Networking', alt: 'Private network tunnels joining edge routers', seed: 9 },
]

/** A small deterministic pseudo-random generator, so the seed makes the same images every time. */
function random(seed: number): () => number {
  let state = seed * 9301 + 49297
  return () => {
    state = (state * 9301 + 49297) % 233280
    return state / 233280
  }
}

export function illustrationSvg(seed: number, width = 1600, height = 1000): string {
  const next = random(seed)
  const shapes: string[] = []
  for (let i = 0; i < 14; i++) {
    const color = PALETTE[Math.floor(next() * PALETTE.length)]
    const cx = Math.round(next() * width)
    const cy = Math.round(next() * height)
    const r = Math.round(40 + next() * 260)
    shapes.push(
      i % 3 === 0
        ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="${Math.round(4 + next() * 18)}" opacity="0.8"/>`
        : `<circle cx="${cx}" cy="${cy}" r="${Math.round(r / 3)}" fill="${color}" opacity="${(0.35 + next() * 0.5).toFixed(2)}"/>`,
    )
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#0b0b0b"/>${shapes.join('')}</svg>`
}

export async function renderIllustration(seed: number): Promise<Buffer> {
  return sharp(Buffer.from(illustrationSvg(seed)))
    .webp({ quality: 80 })
    .toBuffer()
}
