/**
 * The drawing kit of the block picker's thumbnails (scripts/blockThumbnails.ts): the palette and the shapes each
 * block's wireframe.ts draws with, in the panel x 32–448, y 28–164 of a 480 × 320 picture.
 */
// 3:2, Payload's preferred ratio; shown about 160–200 px wide, so a unit here is a third of a pixel there.
export const WIDTH = 480
export const HEIGHT = 320

// Brand-neutral greys and one accent.
export const BG = '#f4f4f5'
export const PANEL = '#ffffff'
export const SOFT = '#e4e4e7'
export const LINE = '#d4d4d8'
export const MID = '#a1a1aa'
export const INK = '#52525b'
export const DARK = '#3f3f46'
export const ACCENT = '#2563eb'

export const FONT = `system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif`
export const TEXT_SIZE = 28
export const TEXT_LEADING = 36
export const TEXT_X = 24
export const TEXT_MAX_WIDTH = WIDTH - 2 * TEXT_X
export const MAX_LINES = 3

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 3) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`
export const frame = (x: number, y: number, w: number, h: number, stroke: string, rx = 4, fill = 'none', extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" stroke="${stroke}" stroke-width="2"${extra}/>`
export const circle = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`
export const ring = (cx: number, cy: number, r: number, stroke: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${stroke}" stroke-width="3"/>`
export const line = (x1: number, y1: number, x2: number, y2: number, stroke = LINE, width = 2) =>
  `<path d="M${x1} ${y1}H${x2}${y2 === y1 ? '' : `V${y2}`}" stroke="${stroke}" stroke-width="${width}"/>`
export const path_ = (d: string, stroke: string, width = 3) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`
export const label = (x: number, y: number, text: string, size: number, fill: string, anchor = 'start') =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="700" fill="${fill}" text-anchor="${anchor}">${text}</text>`
export const button = (x: number, y: number, w: number, filled: boolean, colour = ACCENT) =>
  filled ? rect(x, y, w, 22, colour, 11) : frame(x, y, w, 22, colour, 11)
export const arrow = (x: number, y: number, stroke = ACCENT) => path_(`M${x} ${y}h14m-5-5 5 5-5 5`, stroke, 2.5)
export const picture = (x: number, y: number, w: number, h: number) =>
  rect(x, y, w, h, SOFT, 6) +
  circle(x + w * 0.72, y + h * 0.3, Math.min(w, h) * 0.1, MID) +
  path_(`M${x + w * 0.12} ${y + h * 0.82}l${w * 0.22} -${h * 0.32} ${w * 0.16} ${h * 0.18} ${w * 0.14} -${h * 0.12} ${w * 0.24} ${h * 0.26}`, MID)
export const textLines = (x: number, y: number, widths: number[], gap = 14, fill = LINE, h = 7) =>
  widths.map((w, i) => rect(x, y + i * gap, w, h, fill, h / 2)).join('')

/** A heading and lines of text, for a block whose own wireframe is not drawn yet. */
export const GENERIC_WIREFRAME = () => rect(52, 48, 220, 14, MID) + textLines(52, 80, [376, 340, 360, 220])
