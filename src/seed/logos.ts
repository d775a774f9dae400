/**
 * Seed logos: SVG wordmarks of the seed's invented customers, the company name drawn as outlines in a type of its
 * own, so the home page's "Trusted by" strip shows images without any third-party trademark. Outlines, as real logos
 * are: a `<text>` in an `<img>` SVG is a document with fonts and text layout of its own, laid out again at every
 * size, 12–46 ms of the home page's main thread for six of them in a Chromium trace (issue 34). The outlines are made
 * from the brand typeface by scripts/make-wordmarks.ts into ./wordmarks.ts.
 */
import { WORDMARKS } from './wordmarks'

const COLORS = ['#00a36c', '#16215c', '#c2410c', '#6d28d9', '#0e7490', '#b91c1c']

/** The same small number for the same name: the mark and colour stay put between seeds. */
function hash(name: string): number {
  let h = 7
  for (const char of name) h = (h * 31 + char.charCodeAt(0)) >>> 0
  return h
}

/** Logo height in the SVG's own units; the logo wall scales every logo to one height. */
export const LOGO_SVG_HEIGHT = 48
/** Where the name's baseline sits, its size and the margin around it, in the SVG's units. */
export const WORDMARK_BASELINE = 33
export const WORDMARK_FONT_SIZE = 26
export const WORDMARK_MARGIN = 4

/**
 * A company's type: each seeded customer sets its name its own way (face, weight, case, spacing), as real wordmarks
 * differ, with no placeholder shape before it; the logo wall shows them all at one height, in grey.
 */
export const WORDMARK_STYLES = [
  { face: 'sans', weight: 800, transform: (name: string) => name.toLowerCase(), spacing: -0.5 },
  { face: 'sans', weight: 300, transform: (name: string) => name.toUpperCase(), spacing: 3 },
  { face: 'sans', weight: 900, transform: (name: string) => name.toUpperCase(), spacing: 0.5 },
  { face: 'mono', weight: 700, transform: (name: string) => name, spacing: 0 },
  { face: 'sans', weight: 500, transform: (name: string) => name, spacing: 0 },
] as const

export type WordmarkStyle = (typeof WORDMARK_STYLES)[number]

export const wordmarkStyleOf = (name: string): WordmarkStyle => WORDMARK_STYLES[(hash(name) >>> 3) % WORDMARK_STYLES.length]

/** A wordmark: the name alone, drawn in the company's type, as wide as the name. Undefined for a name never drawn. */
export function logoSvg(name: string): { svg: string; width: number; height: number } | undefined {
  const drawn = WORDMARKS[name]
  if (!drawn) return undefined
  const color = COLORS[hash(name) % COLORS.length]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${drawn.width}" height="${LOGO_SVG_HEIGHT}" viewBox="0 0 ${drawn.width} ${LOGO_SVG_HEIGHT}"><path fill="${color}" d="${drawn.d}"/></svg>`
  return { svg, width: drawn.width, height: LOGO_SVG_HEIGHT }
}
