import { ACCENT, frame, MID, PANEL, path_, rect, SOFT, textLines } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  rect(32, 28, 416, 136, SOFT, 8) +
  rect(52, 42, 150, 12, MID) +
  frame(52, 66, 178, 84, MID, 6, PANEL, ' stroke-dasharray="6 5"') +
  frame(250, 66, 178, 84, MID, 6, PANEL, ' stroke-dasharray="6 5"') +
  textLines(66, 82, [120, 140, 100]) +
  path_('M339 96v24m-12-12h24', ACCENT)
