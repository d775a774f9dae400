import { button, DARK, MID, rect } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  rect(32, 34, 416, 124, DARK, 8) +
  rect(60, 62, 230, 16, '#fafafa') +
  rect(60, 88, 170, 8, MID, 4) +
  button(60, 116, 96, true) +
  button(166, 116, 96, false, '#fafafa')
