import { ACCENT, frame, INK, LINE, MID, path_, rect, SOFT } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  frame(32, 28, 200, 22, LINE) +
  path_('M44 39a5 5 0 1 0 10 0a5 5 0 1 0 -10 0m9 4 5 5', MID, 2) +
  rect(32, 60, 416, 18, SOFT, 4) +
  [86, 110, 134]
    .map(
      (y, i) =>
        rect(40, y, 22, 15, LINE, 2) +
        rect(72, y + 4, [110, 90, 130][i], 8, INK, 4) +
        [300, 360, 420].map((x, j) => ((i + j) % 3 === 2 ? path_(`M${x - 5} ${y + 7}h10`, MID, 2.5) : path_(`M${x - 6} ${y + 7}l4 4 8-9`, ACCENT, 3))).join(''),
    )
    .join('')
