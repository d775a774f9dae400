import { arrow, DARK, INK, LINE, line, rect } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  rect(32, 30, 130, 12, DARK) +
  [54, 82, 110, 138]
    .map(
      (y, i) => rect(32, y + 6, [190, 160, 210, 140][i], 9, INK, 4.5) + rect(270, y + 7, 80, 7, LINE, 3.5) + arrow(424, y + 10) + line(32, y + 24, 448, y + 24),
    )
    .join('')
