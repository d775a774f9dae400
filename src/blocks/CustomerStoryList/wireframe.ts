import { ACCENT, circle, frame, LINE, MID, PANEL, path_, rect, textLines } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  frame(32, 26, 72, 18, LINE, 9) +
  frame(112, 26, 72, 18, ACCENT, 9) +
  [32, 176, 320]
    .map(
      (x) =>
        frame(x, 54, 128, 110, LINE, 6, PANEL) +
        circle(x + 22, 76, 10, MID) +
        rect(x + 38, 72, 60, 8, MID, 4) +
        path_(`M${x + 12} ${100}q4-6 8-6`, ACCENT, 3) +
        textLines(x + 12, 108, [100, 96, 70], 12, LINE, 6),
    )
    .join('')
