import { ACCENT, DARK, INK, line, MID, path_, rect, textLines } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  rect(32, 30, 190, 12, DARK) +
  rect(32, 58, 300, 9, INK) +
  path_('M430 62h14', ACCENT) +
  textLines(32, 76, [380, 320], 12) +
  line(32, 104, 448, 104) +
  rect(32, 116, 260, 9, INK) +
  path_('M430 120h14m-7-7v14', MID) +
  line(32, 138, 448, 138) +
  rect(32, 150, 280, 9, INK) +
  path_('M430 154h14m-7-7v14', MID)
