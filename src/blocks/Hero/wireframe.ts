import { ACCENT, button, DARK, INK, picture, rect, textLines } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  rect(32, 32, 56, 6, ACCENT) +
  rect(32, 48, 210, 16, DARK) +
  rect(32, 70, 160, 16, DARK) +
  textLines(32, 98, [200, 176]) +
  button(32, 132, 80, true) +
  button(122, 132, 80, false, INK) +
  picture(264, 32, 184, 128)
