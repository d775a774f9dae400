import { ACCENT, DARK, MID, rect } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  rect(32, 28, 416, 136, DARK, 8) +
  [
    [48, 46, 60, ACCENT],
    [116, 46, 140, MID],
    [64, 66, 110, MID],
    [182, 66, 90, ACCENT],
    [64, 86, 200, MID],
    [80, 106, 150, ACCENT],
    [238, 106, 80, MID],
    [64, 126, 120, MID],
    [48, 146, 30, MID],
  ]
    .map(([x, y, w, c]) => rect(x as number, y as number, w as number, 8, c as string, 4))
    .join('')
