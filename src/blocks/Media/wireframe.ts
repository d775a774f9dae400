import { ACCENT, circle, LINE, PANEL, picture, rect } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail (scripts/blockThumbnails.ts draws it above the block's description). */
export const wireframe = (): string =>
  picture(92, 28, 296, 116) + circle(240, 86, 22, ACCENT) + `<path d="M233 74v24l19-12z" fill="${PANEL}"/>` + rect(170, 154, 140, 7, LINE, 3.5)
