import { ACCENT, label, LINE, MID, rect } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  [
    ['99.9%', 100],
    ['180+', 240],
    ['24/7', 380],
  ]
    .map(([value, x]) => label(x as number, 96, value as string, 34, ACCENT, 'middle') + rect((x as number) - 44, 114, 88, 8, LINE, 4))
    .join('') + rect(176, 36, 128, 10, MID)
