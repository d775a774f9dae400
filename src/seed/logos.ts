/**
 * Seed logos: SVG wordmarks of the seed's invented customers, generated from
 * the company name in a type of its own, so the home page's "Trusted by" strip
 * shows images without any third-party trademark.
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

/**
 * A company's type: each seeded customer sets its name its own way (family, weight, case, spacing), as real
 * wordmarks differ, with no placeholder shape before it; the logo wall shows them all at one height, in grey.
 */
const WORDMARK_STYLES = [
  { family: 'Helvetica, Arial, sans-serif', weight: 800, transform: (name: string) => name.toLowerCase(), spacing: -0.5, perChar: 13 },
  { family: 'Georgia, "Times New Roman", serif', weight: 700, transform: (name: string) => name.toUpperCase(), spacing: 2, perChar: 16 },
  { family: 'Helvetica, Arial, sans-serif', weight: 900, transform: (name: string) => name.toUpperCase(), spacing: 0.5, perChar: 15 },
  { family: '"Courier New", monospace', weight: 700, transform: (name: string) => name, spacing: 0, perChar: 14 },
  { family: 'Georgia, "Times New Roman", serif', weight: 400, transform: (name: string) => name, spacing: 0, perChar: 12 },
] as const

/** A wordmark: the name alone, set in the company's type, sized to fit the name. */
export function logoSvg(name: string): { svg: string; width: number; height: number } {
  const h = hash(name)
  const color = COLORS[h % COLORS.length]
  const style = WORDMARK_STYLES[(h >>> 3) % WORDMARK_STYLES.length]
  const shown = style.transform(name)
  // textLength holds the name to its width whatever font the viewer has.
  const textLength = Math.ceil(shown.length * style.perChar)
  const width = textLength + 8
  const text = shown.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LOGO_SVG_HEIGHT}" viewBox="0 0 ${width} ${LOGO_SVG_HEIGHT}"><text x="4" y="33" textLength="${textLength}" lengthAdjust="spacingAndGlyphs" font-family='${style.family}' font-size="26" font-weight="${style.weight}" letter-spacing="${style.spacing}" fill="${color}">${text}</text></svg>`
  return { svg, width, height: LOGO_SVG_HEIGHT }
}
