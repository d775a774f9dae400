/**
 * The brand typeface, Geist (the `geist` package), self-hosted through next/font: the files are
 * served from /_next/static with the site's own origin, so no request leaves it. Each font sets a
 * custom property on <html> (--font-geist-sans, --font-geist-mono) that globals.css builds --font
 * and --mono from.
 */
import localFont from 'next/font/local'

/**
 * Both cut to the site's characters (lib/design/fontSubset.ts, scripts/subset-font.ts), every weight kept
 * (variable fonts): Sans is 32 KB instead of 68 KB on every first visit's critical path.
 */
const GeistSans = localFont({
  src: '../../../public/assets/fonts/Geist-Latin-Variable.woff2',
  variable: '--font-geist-sans',
  weight: '100 900',
  display: 'swap',
})

/** Geist Mono is used only by code samples: not preloaded, so pages without code never fetch it. */
const GeistMono = localFont({
  src: '../../../public/assets/fonts/GeistMono-Latin-Variable.woff2',
  variable: '--font-geist-mono',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
})

export const fontClassName = `${GeistSans.variable} ${GeistMono.variable}`
