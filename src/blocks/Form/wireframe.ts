import { button, frame, LINE, MID, rect } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  rect(32, 30, 60, 6, MID) +
  frame(32, 40, 200, 24, LINE) +
  rect(248, 30, 60, 6, MID) +
  frame(248, 40, 200, 24, LINE) +
  rect(32, 76, 80, 6, MID) +
  frame(32, 86, 416, 44, LINE) +
  button(32, 140, 110, true)
