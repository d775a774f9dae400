import type { ReactNode } from 'react'

import { getFlagPayload } from '@/lib/experiments/data'
import type { FlagName } from '@/lib/experiments'
import { staticFlagValues } from '@/lib/experiments'

import { LazyFlagsProvider } from '../lazy.client'
import { StaticFlags } from './StaticFlags.client'

type Props = {
  /** The flags the islands inside read (useFlag). */
  reads: readonly FlagName[]
  previewing?: boolean
  children: ReactNode
}

/**
 * Gives the client islands inside their flags. Where those flags are the same
 * for every visitor (no targeting or experiment in the flag service) the
 * server's values, with no SDK in the browser; otherwise, and in an editor's
 * preview (GrowthBook's dev tools), GrowthBook's SDK (about 15 KB compressed),
 * a chunk of its own loaded only there.
 */
export async function ClientFlags({ reads, previewing = false, children }: Props) {
  const payload = await getFlagPayload()
  const values = previewing ? undefined : staticFlagValues(payload, reads)
  if (values) return <StaticFlags values={values}>{children}</StaticFlags>
  return (
    <LazyFlagsProvider payload={payload} devMode={previewing}>
      {children}
    </LazyFlagsProvider>
  )
}
