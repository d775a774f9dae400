/**
 * Seed logos: simple SVG wordmarks of the seed's invented customers, generated
 * from the company name (a geometric mark and the name), so the home page's
 * "Trusted by" strip shows images without any third-party trademark.
 */

const COLORS = ['#00a36c', '#16215c', '#c2410c', '#6d28d9', '#0e7490', '#b91c1c']

/** The same small number for the same name: the mark and colour stay put between seeds. */
function hash(name: string): number {
  let h = 7
  for (const char of name) h = (h * 31 + char.charCodeAt(0)) >>> 0
  return h
}

/** Logo height in the SVG's own units; the logo wall scales every logo to one height. */
export const LOGO_SVG_HEIGHT = 48

/** A wordmark: a mark (ring, square, triangle or diamond) and the name, sized to fit the name. */
export function logoSvg(name: string): { svg: string; width: number; height: number } {
  const h = hash(name)
  const color = COLORS[h % COLORS.length]
  const marks = [
    `<circle cx="24" cy="24" r="14" fill="none" stroke="${color}" stroke-width="6"/>`,
    `<rect x="10" y="10" width="28" height="28" rx="6" fill="${color}"/>`,
    `<path d="M24 8 40 38H8z" fill="${color}"/>`,
    `<path d="M24 6 42 24 24 42 6 24z" fill="${color}"/>`,
  ]
  const mark = marks[(h >>> 3) % marks.length]
  // About 0.6 em per character of a bold sans-serif at 22 px; textLength holds the name to it whatever the font.
  const textLength = Math.ceil(name.length * 13)
  const width = 52 + textLength + 8
  const text = name.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LOGO_SVG_HEIGHT}" viewBox="0 0 ${width} ${LOGO_SVG_HEIGHT}">${mark}<text x="52" y="32" textLength="${textLength}" lengthAdjust="spacingAndGlyphs" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="#1c1c1a">${text}</text></svg>`
  return { svg, width, height: LOGO_SVG_HEIGHT }
}
