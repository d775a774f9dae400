import { ACCENT, frame, INK, LINE, MID, path_, rect, SOFT, textLines } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  [32, 172].map((x) => frame(x, 28, 128, 22, LINE) + rect(x + 10, 36, 70, 7, MID, 3.5) + path_(`M${x + 106} 36l5 5 5-5`, MID, 2)).join('') +
  rect(32, 60, 416, 18, SOFT, 4) +
  [86, 112, 138]
    .map(
      (y, i) =>
        rect(40, y + 3, [96, 80, 110][i], 8, INK, 4) +
        rect(160, y + 4, 50, 7, LINE, 3.5) +
        [240, 290].map((x, j) => ((i + j) % 2 === 1 ? path_(`M${x - 5} ${y + 7}h10`, MID, 2.5) : path_(`M${x - 6} ${y + 7}l4 4 8-9`, ACCENT, 3))).join('') +
        textLines(326, y + 1, [110, 80], 9, LINE, 5),
    )
    .join('')
