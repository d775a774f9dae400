import type { ReactNode } from 'react'

import { getFlagPayload } from '@/lib/featureFlags'

import { LazyFlagsProvider } from '../lazy.client'

/**
 * Wraps the client islands that read feature flags in GrowthBook's provider,
 * started from the server's features. Placed around those islands only, and
 * a chunk of its own, so the GrowthBook SDK (about 15 KB compressed) loads
 * with them and never on pages that read no flag in the browser.
 */
export async function ClientFlags({ previewing = false, children }: { previewing?: boolean; children: ReactNode }) {
  return (
    <LazyFlagsProvider payload={await getFlagPayload()} devMode={previewing}>
      {children}
    </LazyFlagsProvider>
  )
}
