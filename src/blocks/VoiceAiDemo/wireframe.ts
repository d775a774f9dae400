import { ACCENT, circle, frame, LINE, MID, PANEL, path_, rect, ring, SOFT } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  [90, 160, 230]
    .map(
      (x, i) =>
        circle(x, 70, 24, SOFT) +
        circle(x, 63, 8, MID) +
        path_(`M${x - 13} ${86}c4-10 22-10 26 0`, MID, 3) +
        (i === 1 ? ring(x, 70, 28, ACCENT) : '') +
        rect(x - 24, 110, 48, 7, LINE, 3.5),
    )
    .join('') +
  frame(280, 50, 168, 26, LINE) +
  rect(292, 60, 90, 7, MID, 3.5) +
  rect(280, 90, 168, 26, ACCENT, 13) +
  path_('M343 97c0 8 7 14 13 13l2-4-4-3-2 2c-2-1-4-3-5-5l2-2-3-4z', PANEL, 2)
