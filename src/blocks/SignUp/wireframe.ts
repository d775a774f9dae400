import { button, DARK, frame, LINE, MID, rect } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  rect(170, 28, 140, 12, DARK) +
  frame(150, 50, 180, 22, LINE) +
  frame(150, 80, 180, 22, LINE) +
  frame(150, 112, 11, 11, MID, 2) +
  rect(168, 114, 110, 7, LINE, 3.5) +
  button(150, 134, 180, true)
