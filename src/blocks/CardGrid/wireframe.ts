import { ACCENT, DARK, frame, LINE, PANEL, rect, SOFT, textLines } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  [32, 176, 320]
    .map(
      (x) =>
        frame(x, 28, 128, 136, LINE, 6, PANEL) +
        rect(x + 8, 36, 112, 46, SOFT, 4) +
        rect(x + 8, 92, 80, 10, DARK) +
        textLines(x + 8, 110, [104, 88], 12, LINE, 6) +
        rect(x + 8, 144, 40, 6, ACCENT),
    )
    .join('')
