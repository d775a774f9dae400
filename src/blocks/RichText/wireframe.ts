import { ACCENT, circle, DARK, LINE, rect, textLines } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  rect(32, 32, 190, 14, DARK) +
  textLines(32, 60, [416, 396, 300]) +
  [108, 124, 140].map((y, i) => circle(40, y + 3, 3.5, ACCENT) + rect(52, y, [230, 270, 190][i], 7, LINE, 3.5)).join('')
