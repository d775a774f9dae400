import { ACCENT, circle, frame, LINE, MID, PANEL, rect } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  rect(170, 36, 140, 10, MID) +
  rect(214, 52, 52, 4, ACCENT) +
  [32, 117, 202, 287, 372]
    .map((x, i) => frame(x, 76, 76, 48, LINE, 6, PANEL) + (i % 2 ? rect(x + 14, 96, 48, 10, MID) : circle(x + 24, 100, 9, MID) + rect(x + 38, 96, 26, 8, MID)))
    .join('')
