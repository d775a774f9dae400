import { ACCENT, frame, INK, LINE, line, rect, SOFT } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  frame(32, 28, 120, 24, LINE) +
  frame(162, 28, 120, 24, LINE) +
  rect(292, 28, 80, 24, ACCENT, 12) +
  [70, 100, 130]
    .map(
      (y) =>
        rect(32, y + 6, 150, 10, INK, 5) +
        rect(196, y + 7, 34, 8, SOFT, 4) +
        rect(236, y + 7, 34, 8, SOFT, 4) +
        frame(372, y, 76, 22, ACCENT, 11) +
        line(32, y + 28, 448, y + 28),
    )
    .join('')
