import type { Metadata, Viewport } from 'next'
import { draftMode } from 'next/headers'
import type { ReactNode } from 'react'

import { LazyFlagsProvider, LazyThirdPartyScripts } from '@/components/lazy.client'
import { Consent } from '@/components/tracking/Consent.client'
import { Tracking } from '@/components/tracking/Tracking.client'
import { DEFAULT_BRAND } from '@/lib/design'
import { env } from '@/lib/config/data'
import { getFlagPayload } from '@/lib/experiments/data'
import { fontClassName } from './fonts'
import { anyScriptConfigured } from '@/lib/tracking'

import './globals.css'
// After globals.css: its button and section rules take over at equal specificity.
import './design-system.css'
// Last, where its rules stood when they were written into each page: the grid's gap and columns win at equal specificity.
import './layout-constants.css'

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: `${DEFAULT_BRAND} — communications platform`, template: `%s | ${DEFAULT_BRAND}` },
  description: 'Voice, messaging, phone numbers, IoT connectivity, AI inference, storage and networking on one global platform.',
  // Files in public/, written from the brand mark by scripts/make-icons.ts.
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: '16x16 32x32 48x48' },
      { url: '/icon.svg', type: 'image/svg+xml' },
    ],
    apple: { url: '/apple-touch-icon.png', sizes: '180x180' },
  },
  manifest: '/site.webmanifest',
}

export const viewport: Viewport = { themeColor: '#0b0b0b', width: 'device-width', initialScale: 1 }

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  // An editor's preview (draft mode, live preview included) shows the page without the cookie banner,
  // and is neither tracked nor given third-party scripts. Reading isEnabled keeps pages static.
  const previewing = (await draftMode()).isEnabled
  return (
    // suppressHydrationWarning: the consent banner's script may mark <html> before React hydrates it (this element only).
    <html lang="en" className={fontClassName} suppressHydrationWarning>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {children}
        {/* In an editor's preview, GrowthBook's dev mode on every page, for its browser dev tools and visual editor. */}
        {previewing && (
          <LazyFlagsProvider payload={await getFlagPayload()} devMode>
            {null}
          </LazyFlagsProvider>
        )}
        {!previewing && (
          <>
            <Tracking siteUrl={env.siteUrl} segment={env.segment} />
            <Consent policyHref="/cookie-policy" />
            {anyScriptConfigured(env.scripts) && <LazyThirdPartyScripts config={env.scripts} />}
          </>
        )}
      </body>
    </html>
  )
}
