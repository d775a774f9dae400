/**
 * Draws the admin block picker's thumbnails, public/admin/blocks/<slug>.svg:
 * a small wireframe of the block above its one-line description. Payload's
 * block drawer shows only a thumbnail and the label, so the description has
 * to be in the picture. The description comes from each block's config.ts
 * (blockPicker); the wireframes are drawn here.
 *
 *   npx tsx scripts/blockThumbnails.ts   # after adding a block or changing a description
 *
 * tests/unit/blockPicker.test.ts fails when a file is missing or stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { blockDescription, blockThumbnailUrl } from '../src/blocks/adminUi'
import { layoutBlocks } from '../src/blocks/schemas'

// 3:2, Payload's preferred ratio; shown about 160–200 px wide, so a unit here is a third of a pixel there.
const WIDTH = 480
const HEIGHT = 320

// Brand-neutral greys and one accent.
const BG = '#f4f4f5'
const PANEL = '#ffffff'
const SOFT = '#e4e4e7'
const LINE = '#d4d4d8'
const MID = '#a1a1aa'
const INK = '#52525b'
const DARK = '#3f3f46'
const ACCENT = '#2563eb'

const FONT = `system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif`
const TEXT_SIZE = 28
const TEXT_LEADING = 36
const TEXT_X = 24
const TEXT_MAX_WIDTH = WIDTH - 2 * TEXT_X
const MAX_LINES = 3

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 3) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`
const frame = (x: number, y: number, w: number, h: number, stroke: string, rx = 4, fill = 'none', extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" stroke="${stroke}" stroke-width="2"${extra}/>`
const circle = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`
const ring = (cx: number, cy: number, r: number, stroke: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${stroke}" stroke-width="3"/>`
const line = (x1: number, y1: number, x2: number, y2: number, stroke = LINE, width = 2) =>
  `<path d="M${x1} ${y1}H${x2}${y2 === y1 ? '' : `V${y2}`}" stroke="${stroke}" stroke-width="${width}"/>`
const path_ = (d: string, stroke: string, width = 3) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`
const label = (x: number, y: number, text: string, size: number, fill: string, anchor = 'start') =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="700" fill="${fill}" text-anchor="${anchor}">${text}</text>`
const button = (x: number, y: number, w: number, filled: boolean, colour = ACCENT) => (filled ? rect(x, y, w, 22, colour, 11) : frame(x, y, w, 22, colour, 11))
const arrow = (x: number, y: number, stroke = ACCENT) => path_(`M${x} ${y}h14m-5-5 5 5-5 5`, stroke, 2.5)
const picture = (x: number, y: number, w: number, h: number) =>
  rect(x, y, w, h, SOFT, 6) +
  circle(x + w * 0.72, y + h * 0.3, Math.min(w, h) * 0.1, MID) +
  path_(`M${x + w * 0.12} ${y + h * 0.82}l${w * 0.22} -${h * 0.32} ${w * 0.16} ${h * 0.18} ${w * 0.14} -${h * 0.12} ${w * 0.24} ${h * 0.26}`, MID)
const textLines = (x: number, y: number, widths: number[], gap = 14, fill = LINE, h = 7) =>
  widths.map((w, i) => rect(x, y + i * gap, w, h, fill, h / 2)).join('')

/** A heading and lines of text, for a block whose own wireframe is not drawn yet. */
const GENERIC_WIREFRAME = () => rect(52, 48, 220, 14, MID) + textLines(52, 80, [376, 340, 360, 220])

/** Each block's wireframe, drawn in the panel (x 32–448, y 28–164). */
const WIREFRAMES: Record<string, () => string> = {
  section: () =>
    rect(32, 28, 416, 136, SOFT, 8) +
    rect(52, 42, 150, 12, MID) +
    frame(52, 66, 178, 84, MID, 6, PANEL, ' stroke-dasharray="6 5"') +
    frame(250, 66, 178, 84, MID, 6, PANEL, ' stroke-dasharray="6 5"') +
    textLines(66, 82, [120, 140, 100]) +
    path_('M339 96v24m-12-12h24', ACCENT),
  hero: () =>
    rect(32, 32, 56, 6, ACCENT) +
    rect(32, 48, 210, 16, DARK) +
    rect(32, 70, 160, 16, DARK) +
    textLines(32, 98, [200, 176]) +
    button(32, 132, 80, true) +
    button(122, 132, 80, false, INK) +
    picture(264, 32, 184, 128),
  richText: () =>
    rect(32, 32, 190, 14, DARK) +
    textLines(32, 60, [416, 396, 300]) +
    [108, 124, 140].map((y, i) => circle(40, y + 3, 3.5, ACCENT) + rect(52, y, [230, 270, 190][i], 7, LINE, 3.5)).join(''),
  media: () => picture(92, 28, 296, 116) + circle(240, 86, 22, ACCENT) + `<path d="M233 74v24l19-12z" fill="${PANEL}"/>` + rect(170, 154, 140, 7, LINE, 3.5),
  cardGrid: () =>
    [32, 176, 320]
      .map(
        (x) =>
          frame(x, 28, 128, 136, LINE, 6, PANEL) +
          rect(x + 8, 36, 112, 46, SOFT, 4) +
          rect(x + 8, 92, 80, 10, DARK) +
          textLines(x + 8, 110, [104, 88], 12, LINE, 6) +
          rect(x + 8, 144, 40, 6, ACCENT),
      )
      .join(''),
  stats: () =>
    [
      ['99.9%', 100],
      ['180+', 240],
      ['24/7', 380],
    ]
      .map(([value, x]) => label(x as number, 96, value as string, 34, ACCENT, 'middle') + rect((x as number) - 44, 114, 88, 8, LINE, 4))
      .join('') + rect(176, 36, 128, 10, MID),
  logoWall: () =>
    rect(170, 36, 140, 10, MID) +
    rect(214, 52, 52, 4, ACCENT) +
    [32, 117, 202, 287, 372]
      .map(
        (x, i) => frame(x, 76, 76, 48, LINE, 6, PANEL) + (i % 2 ? rect(x + 14, 96, 48, 10, MID) : circle(x + 24, 100, 9, MID) + rect(x + 38, 96, 26, 8, MID)),
      )
      .join(''),
  faq: () =>
    rect(32, 30, 190, 12, DARK) +
    rect(32, 58, 300, 9, INK) +
    path_('M430 62h14', ACCENT) +
    textLines(32, 76, [380, 320], 12) +
    line(32, 104, 448, 104) +
    rect(32, 116, 260, 9, INK) +
    path_('M430 120h14m-7-7v14', MID) +
    line(32, 138, 448, 138) +
    rect(32, 150, 280, 9, INK) +
    path_('M430 154h14m-7-7v14', MID),
  codeSample: () =>
    rect(32, 28, 416, 136, DARK, 8) +
    [
      [48, 46, 60, ACCENT],
      [116, 46, 140, MID],
      [64, 66, 110, MID],
      [182, 66, 90, ACCENT],
      [64, 86, 200, MID],
      [80, 106, 150, ACCENT],
      [238, 106, 80, MID],
      [64, 126, 120, MID],
      [48, 146, 30, MID],
    ]
      .map(([x, y, w, c]) => rect(x as number, y as number, w as number, 8, c as string, 4))
      .join(''),
  ctaBanner: () =>
    rect(32, 34, 416, 124, DARK, 8) +
    rect(60, 62, 230, 16, '#fafafa') +
    rect(60, 88, 170, 8, MID, 4) +
    button(60, 116, 96, true) +
    button(166, 116, 96, false, '#fafafa'),
  form: () =>
    rect(32, 30, 60, 6, MID) +
    frame(32, 40, 200, 24, LINE) +
    rect(248, 30, 60, 6, MID) +
    frame(248, 40, 200, 24, LINE) +
    rect(32, 76, 80, 6, MID) +
    frame(32, 86, 416, 44, LINE) +
    button(32, 140, 110, true),
  signUp: () =>
    rect(170, 28, 140, 12, DARK) +
    frame(150, 50, 180, 22, LINE) +
    frame(150, 80, 180, 22, LINE) +
    frame(150, 112, 11, 11, MID, 2) +
    rect(168, 114, 110, 7, LINE, 3.5) +
    button(150, 134, 180, true),
  voiceAiDemo: () =>
    [90, 160, 230]
      .map(
        (x, i) =>
          circle(x, 70, 24, SOFT) +
          circle(x, 63, 8, MID) +
          path_(`M${x - 13} ${86}c4-10 22-10 26 0`, MID, 3) +
          (i === 1 ? ring(x, 70, 28, ACCENT) : '') +
          rect(x - 24, 110, 48, 7, LINE, 3.5),
      )
      .join('') +
    frame(280, 50, 168, 26, LINE) +
    rect(292, 60, 90, 7, MID, 3.5) +
    rect(280, 90, 168, 26, ACCENT, 13) +
    path_('M343 97c0 8 7 14 13 13l2-4-4-3-2 2c-2-1-4-3-5-5l2-2-3-4z', PANEL, 2),
  pricingTable: () =>
    rect(32, 30, 416, 24, SOFT, 4) +
    rect(44, 38, 80, 8, MID, 4) +
    rect(236, 38, 50, 8, MID, 4) +
    rect(360, 38, 60, 8, MID, 4) +
    [62, 90, 118, 146]
      .map(
        (y, i) =>
          rect(44, y + 6, [150, 120, 170, 110][i], 8, INK, 4) +
          rect(236, y + 6, 70, 7, LINE, 3.5) +
          rect(360, y + 5, 64, 10, ACCENT, 4) +
          line(32, y + 24, 448, y + 24),
      )
      .join(''),
  calculator: () =>
    [30, 66].map((y) => rect(32, y, 60, 6, MID) + frame(32, y + 10, 190, 22, LINE)).join('') +
    rect(32, 110, 90, 6, MID) +
    line(32, 134, 222, 134, LINE, 4) +
    line(32, 134, 140, 134, ACCENT, 4) +
    circle(140, 134, 8, ACCENT) +
    frame(246, 30, 202, 130, LINE, 8, BG) +
    rect(266, 50, 90, 7, MID, 3.5) +
    label(266, 104, '$42.50', 34, ACCENT) +
    textLines(266, 124, [150, 120], 13),
  numberSearch: () =>
    frame(32, 28, 120, 24, LINE) +
    frame(162, 28, 120, 24, LINE) +
    rect(292, 28, 80, 24, ACCENT, 12) +
    [70, 100, 130]
      .map(
        (y) =>
          rect(32, y + 6, 150, 10, INK, 5) +
          rect(196, y + 7, 34, 8, SOFT, 4) +
          rect(236, y + 7, 34, 8, SOFT, 4) +
          frame(372, y, 76, 22, ACCENT, 11) +
          line(32, y + 28, 448, y + 28),
      )
      .join(''),
  countryCoverage: () =>
    frame(32, 28, 200, 22, LINE) +
    path_('M44 39a5 5 0 1 0 10 0a5 5 0 1 0 -10 0m9 4 5 5', MID, 2) +
    rect(32, 60, 416, 18, SOFT, 4) +
    [86, 110, 134]
      .map(
        (y, i) =>
          rect(40, y, 22, 15, LINE, 2) +
          rect(72, y + 4, [110, 90, 130][i], 8, INK, 4) +
          [300, 360, 420]
            .map((x, j) => ((i + j) % 3 === 2 ? path_(`M${x - 5} ${y + 7}h10`, MID, 2.5) : path_(`M${x - 6} ${y + 7}l4 4 8-9`, ACCENT, 3)))
            .join(''),
      )
      .join(''),
  requirementsTable: () =>
    [32, 172].map((x) => frame(x, 28, 128, 22, LINE) + rect(x + 10, 36, 70, 7, MID, 3.5) + path_(`M${x + 106} 36l5 5 5-5`, MID, 2)).join('') +
    rect(32, 60, 416, 18, SOFT, 4) +
    [86, 112, 138]
      .map(
        (y, i) =>
          rect(40, y + 3, [96, 80, 110][i], 8, INK, 4) +
          rect(160, y + 4, 50, 7, LINE, 3.5) +
          [240, 290].map((x, j) => ((i + j) % 2 === 1 ? path_(`M${x - 5} ${y + 7}h10`, MID, 2.5) : path_(`M${x - 6} ${y + 7}l4 4 8-9`, ACCENT, 3))).join('') +
          textLines(326, y + 1, [110, 80], 9, LINE, 5),
      )
      .join(''),
  aiModels: () =>
    [30, 62, 94, 126]
      .map(
        (y, i) =>
          (i === 0 ? frame(32, y, 160, 26, ACCENT, 6, '#dbeafe') : frame(32, y, 160, 26, LINE, 6, PANEL)) +
          rect(44, y + 9, [96, 120, 80, 110][i], 8, i === 0 ? ACCENT : INK, 4),
      )
      .join('') +
    rect(208, 30, 240, 122, DARK, 8) +
    [48, 66, 84, 102, 120].map((y, i) => rect(224 + (i % 2) * 16, y, [150, 120, 170, 90, 60][i], 7, i === 1 ? ACCENT : MID, 3.5)).join(''),
  customerStoryList: () =>
    frame(32, 26, 72, 18, LINE, 9) +
    frame(112, 26, 72, 18, ACCENT, 9) +
    [32, 176, 320]
      .map(
        (x) =>
          frame(x, 54, 128, 110, LINE, 6, PANEL) +
          circle(x + 22, 76, 10, MID) +
          rect(x + 38, 72, 60, 8, MID, 4) +
          path_(`M${x + 12} ${100}q4-6 8-6`, ACCENT, 3) +
          textLines(x + 12, 108, [100, 96, 70], 12, LINE, 6),
      )
      .join(''),
  releaseNoteList: () =>
    [30, 74]
      .map(
        (y) => rect(32, y, 60, 20, SOFT, 4) + frame(104, y + 2, 64, 16, ACCENT, 8) + rect(180, y + 5, 220, 10, DARK, 5) + rect(104, y + 28, 300, 7, LINE, 3.5),
      )
      .join('') +
    line(32, 122, 448, 122) +
    [204, 224, 244, 264].map((x, i) => rect(x, 140, 14, 14, i === 0 ? ACCENT : LINE, 3)).join(''),
  pageList: () =>
    [
      [32, 28],
      [248, 28],
      [32, 100],
      [248, 100],
    ]
      .map(
        ([x, y]) =>
          frame(x, y, 200, 62, LINE, 6, PANEL) + rect(x + 14, y + 14, 110, 10, DARK, 5) + rect(x + 14, y + 34, 140, 7, LINE, 3.5) + arrow(x + 170, y + 31),
      )
      .join(''),
  jobList: () =>
    rect(32, 30, 130, 12, DARK) +
    [54, 82, 110, 138]
      .map(
        (y, i) =>
          rect(32, y + 6, [190, 160, 210, 140][i], 9, INK, 4.5) + rect(270, y + 7, 80, 7, LINE, 3.5) + arrow(424, y + 10) + line(32, y + 24, 448, y + 24),
      )
      .join(''),
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
export function renderThumbnail(slug: string, description: string): string {
  // A block without a wireframe of its own (a new one: npm run new-block) gets a generic one: a heading and text.
  const draw = WIREFRAMES[slug] ?? GENERIC_WIREFRAME
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
export function thumbnails(): [string, string][] {
  return layoutBlocks.map((block) => {
    const description = blockDescription(block)
    if (!description) throw new Error(`Block "${block.slug}" has no description: give it admin: blockPicker(…) in its config.ts`)
    return [blockThumbnailUrl(block.slug), renderThumbnail(block.slug, description)]
  })
}

export const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public')

/** Writes every block's thumbnail into public/ (also run by npm run new-block). */
export function writeThumbnails(log = true) {
  for (const [url, svg] of thumbnails()) {
    const file = path.join(publicDir, url)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, svg)
    if (log) console.log(`${url} (${svg.length} bytes)`)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) writeThumbnails()
