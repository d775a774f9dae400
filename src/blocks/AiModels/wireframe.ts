import { ACCENT, DARK, frame, INK, LINE, MID, PANEL, rect } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  [30, 62, 94, 126]
    .map(
      (y, i) =>
        (i === 0 ? frame(32, y, 160, 26, ACCENT, 6, '#dbeafe') : frame(32, y, 160, 26, LINE, 6, PANEL)) +
        rect(44, y + 9, [96, 120, 80, 110][i], 8, i === 0 ? ACCENT : INK, 4),
    )
    .join('') +
  rect(208, 30, 240, 122, DARK, 8) +
  [48, 66, 84, 102, 120].map((y, i) => rect(224 + (i % 2) * 16, y, [150, 120, 170, 90, 60][i], 7, i === 1 ? ACCENT : MID, 3.5)).join('')
