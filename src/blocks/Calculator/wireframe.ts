import { ACCENT, BG, circle, frame, label, LINE, line, MID, rect, textLines } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  [30, 66].map((y) => rect(32, y, 60, 6, MID) + frame(32, y + 10, 190, 22, LINE)).join('') +
  rect(32, 110, 90, 6, MID) +
  line(32, 134, 222, 134, LINE, 4) +
  line(32, 134, 140, 134, ACCENT, 4) +
  circle(140, 134, 8, ACCENT) +
  frame(246, 30, 202, 130, LINE, 8, BG) +
  rect(266, 50, 90, 7, MID, 3.5) +
  label(266, 104, '$42.50', 34, ACCENT) +
  textLines(266, 124, [150, 120], 13)
