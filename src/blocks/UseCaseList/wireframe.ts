import { ACCENT, DARK, frame, LINE, MID, PANEL, path_, rect, SOFT, textLines } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  // The filters: industry and product drop-downs, then the search box.
  [32, 176].map((x) => frame(x, 24, 132, 24, LINE, 6, PANEL) + rect(x + 10, 33, 60, 6, MID, 3) + path_(`M${x + 110} 33l5 5 5-5`, DARK, 2)).join('') +
  frame(320, 24, 128, 24, ACCENT, 6, PANEL) +
  // The cards: industry, title, text and product tags.
  [32, 176, 320]
    .map(
      (x) =>
        frame(x, 60, 128, 104, LINE, 6, PANEL) +
        rect(x + 12, 72, 44, 6, MID, 3) +
        rect(x + 12, 86, 90, 9, DARK, 4.5) +
        textLines(x + 12, 104, [100, 86], 12, LINE, 6) +
        rect(x + 12, 140, 40, 12, SOFT, 6) +
        rect(x + 58, 140, 40, 12, SOFT, 6),
    )
    .join('')
