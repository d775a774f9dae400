import { ACCENT, frame, MID, PANEL, path_, rect, textLines } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail: one band, linked (the chain) to the section kept elsewhere. */
export const wireframe = (): string =>
  frame(32, 40, 416, 112, MID, 8, PANEL, ' stroke-dasharray="6 5"') +
  rect(56, 62, 180, 14, MID) +
  textLines(56, 92, [240, 200, 160]) +
  path_('M360 84a14 14 0 0 1 20-20l8 8a14 14 0 0 1 0 20m-20-4a14 14 0 0 1-20 20l-8-8a14 14 0 0 1 0-20', ACCENT)
