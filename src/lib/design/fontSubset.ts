/**
 * The characters the brand typeface is cut down to (scripts/subset-font.ts): Latin, Latin-1, the
 * general punctuation and the symbols the copy uses. The full Geist variable font is 69 KB, on the
 * critical path of every first visit; this subset is 33 KB. A character outside it is drawn in the
 * fallback font, never as a missing glyph.
 */
export const FONT_SUBSET_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2000, 0x206f],
  [0x2074, 0x2074],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2199],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
]

/** Every character of the subset, for the subsetter. */
export function subsetCharacters(): string {
  let text = ''
  for (const [from, to] of FONT_SUBSET_RANGES) for (let code = from; code <= to; code++) text += String.fromCodePoint(code)
  return text
}

/** Whether the subset draws this character. */
export function inFontSubset(character: string): boolean {
  const code = character.codePointAt(0) ?? 0
  return FONT_SUBSET_RANGES.some(([from, to]) => code >= from && code <= to)
}
