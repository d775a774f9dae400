import { ACCENT, INK, LINE, line, MID, rect, SOFT } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  rect(32, 30, 416, 24, SOFT, 4) +
  rect(44, 38, 80, 8, MID, 4) +
  rect(236, 38, 50, 8, MID, 4) +
  rect(360, 38, 60, 8, MID, 4) +
  [62, 90, 118, 146]
    .map(
      (y, i) =>
        rect(44, y + 6, [150, 120, 170, 110][i], 8, INK, 4) +
        rect(236, y + 6, 70, 7, LINE, 3.5) +
        rect(360, y + 5, 64, 10, ACCENT, 4) +
        line(32, y + 24, 448, y + 24),
    )
    .join('')
