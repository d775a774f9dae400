import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { env } from '@/lib/env'

import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: 'Ostra — communications platform', template: '%s | Ostra' },
  description: 'Voice, messaging, phone numbers, IoT connectivity, AI inference, storage and networking on one global platform.',
}

export const viewport: Viewport = { themeColor: '#0b0b0b', width: 'device-width', initialScale: 1 }

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {children}
      </body>
    </html>
  )
}
