/**
 * The brand mark: an open ring (the network) with a satellite in its gap and a core at its centre.
 * One geometry on a 32-unit grid for the header logo (Logo.tsx) and every icon file in public/
 * (scripts/make-icons.ts writes them from here).
 */
export const MARK = {
  viewBox: '0 0 32 32',
  ring: 'M20.5 8.2A9 9 0 1 0 25 16',
  ringWidth: 3.5,
  core: { cx: 16, cy: 16, r: 3.5 },
  satellite: { cx: 24, cy: 10.6, r: 2.2 },
} as const

export const BRAND_COLOURS = { black: '#0b0b0b', cream: '#fdf8ee', citron: '#e4f26b' } as const

/**
 * The mark as a standalone SVG document on a black tile. `rounded`: a rounded tile (favicons);
 * otherwise full bleed (touch and manifest icons, which the platform masks). `scale` shrinks the
 * mark inside the tile (maskable icons keep it within the 80 % safe zone).
 */
export function markSvg({ rounded = true, scale = 1 }: { rounded?: boolean; scale?: number } = {}): string {
  const { ring, ringWidth, core, satellite } = MARK
  const { black, cream, citron } = BRAND_COLOURS
  const offset = 16 * (1 - scale)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${MARK.viewBox}">` +
    `<rect width="32" height="32"${rounded ? ' rx="8"' : ''} fill="${black}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">` +
    `<path d="${ring}" fill="none" stroke="${cream}" stroke-width="${ringWidth}" stroke-linecap="round"/>` +
    `<circle cx="${core.cx}" cy="${core.cy}" r="${core.r}" fill="${citron}"/>` +
    `<circle cx="${satellite.cx}" cy="${satellite.cy}" r="${satellite.r}" fill="${citron}"/>` +
    `</g></svg>\n`
  )
}

/** The web app manifest (public/site.webmanifest). */
export function webManifest(brand: string): Record<string, unknown> {
  return {
    name: brand,
    short_name: brand,
    start_url: '/',
    display: 'browser',
    background_color: BRAND_COLOURS.cream,
    theme_color: BRAND_COLOURS.black,
    icons: [
      { src: '/assets/brand/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/assets/brand/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/assets/brand/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}
