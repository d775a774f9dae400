import { ACCENT, DARK, frame, LINE, line, rect, SOFT } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  [30, 74]
    .map((y) => rect(32, y, 60, 20, SOFT, 4) + frame(104, y + 2, 64, 16, ACCENT, 8) + rect(180, y + 5, 220, 10, DARK, 5) + rect(104, y + 28, 300, 7, LINE, 3.5))
    .join('') +
  line(32, 122, 448, 122) +
  [204, 224, 244, 264].map((x, i) => rect(x, 140, 14, 14, i === 0 ? ACCENT : LINE, 3)).join('')
