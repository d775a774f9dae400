import { button, DARK, frame, LINE, MID, PANEL, rect, textLines } from '../wireframeKit'

/**
 * The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description):
 * the heading, intro and text beside the form on the left, the form in its card on the right.
 */
export const wireframe = (): string =>
  rect(32, 34, 130, 12, DARK) +
  textLines(32, 60, [180, 160, 170]) +
  rect(32, 112, 60, 7, MID, 3.5) +
  textLines(32, 126, [176, 150]) +
  frame(240, 28, 208, 136, LINE, 6, PANEL) +
  rect(256, 42, 50, 6, MID) +
  frame(256, 52, 176, 20, LINE) +
  rect(256, 82, 60, 6, MID) +
  frame(256, 92, 176, 20, LINE) +
  button(256, 126, 100, true)
