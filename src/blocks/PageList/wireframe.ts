import { arrow, DARK, frame, LINE, PANEL, rect } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  [
    [32, 28],
    [248, 28],
    [32, 100],
    [248, 100],
  ]
    .map(
      ([x, y]) =>
        frame(x, y, 200, 62, LINE, 6, PANEL) + rect(x + 14, y + 14, 110, 10, DARK, 5) + rect(x + 14, y + 34, 140, 7, LINE, 3.5) + arrow(x + 170, y + 31),
    )
    .join('')
