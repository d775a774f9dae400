/**
 * The brand typeface, Geist (the `geist` package), self-hosted through next/font: the files are
 * served from /_next/static with the site's own origin, so no request leaves it. Each font sets a
 * custom property on <html> (--font-geist-sans, --font-geist-mono) that globals.css builds --font
 * and --mono from.
 */
import localFont from 'next/font/local'
import { GeistSans } from 'geist/font/sans'

/** Geist Mono is used only by code samples: not preloaded, so pages without code never fetch it. */
const GeistMono = localFont({
  src: '../../node_modules/geist/dist/fonts/geist-mono/GeistMono-Variable.woff2',
  variable: '--font-geist-mono',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
})

export const fontClassName = `${GeistSans.variable} ${GeistMono.variable}`
