/**
 * Draws the admin block picker's thumbnails, public/admin/blocks/<slug>.svg:
 * a small wireframe of the block above its one-line description. Payload's
 * block drawer shows only a thumbnail and the label, so the description has
 * to be in the picture. The description comes from each block's config.ts
 * (defineBlock); the wireframes are drawn here.
 *
 *   npx tsx scripts/blockThumbnails.ts   # after adding a block or changing a description
 *
 * tests/unit/blockPicker.test.ts fails when a file is missing or stale.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { blockDescription, blockThumbnailUrl } from '../src/blocks/adminUi'
import { pageLayoutBlocks } from '../src/blocks/schemas'
import {
  BG,
  DARK,
  FONT,
  GENERIC_WIREFRAME,
  HEIGHT,
  MAX_LINES,
  PANEL,
  rect,
  TEXT_LEADING,
  TEXT_MAX_WIDTH,
  TEXT_SIZE,
  TEXT_X,
  WIDTH,
} from '../src/blocks/wireframeKit'

const blocksDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'blocks')

/** A block's wireframe: its folder's wireframe.ts (the folder is the slug in PascalCase, as npm run new-block makes it). */
export async function wireframeOf(slug: string): Promise<(() => string) | undefined> {
  const file = path.join(blocksDir, slug[0].toUpperCase() + slug.slice(1), 'wireframe.ts')
  if (!existsSync(file)) return undefined
  return ((await import(pathToFileURL(file).href)) as { wireframe: () => string }).wireframe
}

/**
 * Advance widths (em) of DejaVu Sans, the widest common fallback sans-serif (Linux desktops), so a
 * line wrapped for it fits in every browser's font; narrower fonts just leave more room on the right.
 */
const LOWER_WIDTHS: Record<string, number> = {
  a: 0.613,
  b: 0.635,
  c: 0.55,
  d: 0.635,
  e: 0.615,
  f: 0.352,
  g: 0.635,
  h: 0.634,
  i: 0.278,
  j: 0.278,
  k: 0.579,
  l: 0.278,
  m: 0.974,
  n: 0.634,
  o: 0.612,
  p: 0.635,
  q: 0.635,
  r: 0.411,
  s: 0.521,
  t: 0.392,
  u: 0.634,
  v: 0.592,
  w: 0.818,
  x: 0.592,
  y: 0.592,
  z: 0.525,
}
function textWidth(text: string, size: number): number {
  let em = 0
  for (const c of text) {
    if (c in LOWER_WIDTHS) em += LOWER_WIDTHS[c]
    else if (/[ .,:;!'’|]/.test(c)) em += 0.32
    else if (/[A-Z]/.test(c)) em += /[MW]/.test(c) ? 0.99 : /[IJ]/.test(c) ? 0.3 : 0.72
    else if (/[0-9]/.test(c)) em += 0.636
    else if (/[%]/.test(c)) em += 0.95
    else em += 0.6
  }
  return em * size
}

function wrap(text: string): string[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && textWidth(`${last} ${word}`, TEXT_SIZE) <= TEXT_MAX_WIDTH) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The thumbnail of one block: its wireframe in a white panel, the description below in three lines at most. */
export function renderThumbnail(slug: string, description: string, draw: () => string = GENERIC_WIREFRAME): string {
  const lines = wrap(description)
  if (lines.length > MAX_LINES)
    throw new Error(`The description of "${slug}" needs ${lines.length} lines in its thumbnail; keep it to ${MAX_LINES} (about 80 characters)`)
  const top = 222 + ((MAX_LINES - lines.length) * TEXT_LEADING) / 2
  const text = lines.map((l, i) => `<tspan x="${TEXT_X}" y="${top + i * TEXT_LEADING}">${escape(l)}</tspan>`).join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escape(description)}" font-family="${FONT}">` +
    rect(0, 0, WIDTH, HEIGHT, BG, 0) +
    rect(16, 16, 448, 160, PANEL, 10) +
    draw() +
    `<text font-size="${TEXT_SIZE}" fill="${DARK}">${text}</text>` +
    `</svg>\n`
  )
}

/** Every block's file: [path under public/, SVG]. */
export async function thumbnails(): Promise<[string, string][]> {
  return Promise.all(
    pageLayoutBlocks.map(async (block): Promise<[string, string]> => {
      const description = blockDescription(block)
      if (!description) throw new Error(`Block "${block.slug}" has no description: give it a description in its config.ts (defineBlock)`)
      return [blockThumbnailUrl(block.slug), renderThumbnail(block.slug, description, await wireframeOf(block.slug))]
    }),
  )
}

export const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public')

/** Writes every block's thumbnail into public/ (also run by npm run new-block). */
export async function writeThumbnails(log = true): Promise<void> {
  for (const [url, svg] of await thumbnails()) {
    const file = path.join(publicDir, url)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, svg)
    if (log) console.log(`${url} (${svg.length} bytes)`)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await writeThumbnails()
