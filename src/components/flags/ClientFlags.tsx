import type { ReactNode } from 'react'

import type { RenderContext } from '@/blocks/types'

import { getFlagPayload } from '@/lib/experiments/data'
import type { FlagName } from '@/lib/experiments'
import { staticFlagValues } from '@/lib/experiments'

import { LazyFlagsProvider } from '../lazy.client'
import { StaticFlags } from './StaticFlags.client'

type Props = {
  /** The flags the islands inside read (useFlag). */
  reads: readonly FlagName[]
  previewing?: boolean
  /** The render's context: its flags, and those chosen per visitor for this render (a flag test on the page). */
  context?: Pick<RenderContext, 'flags' | 'testedFlags'>
  children: ReactNode
}

/**
 * Gives the client islands inside their flags. Where those flags are the same
 * for every visitor (no targeting or experiment in the flag service) the
 * server's values, with no SDK in the browser; the same where the page was rendered for the visitor's
 * outcome of a flag test (GrowthBook's rules decided in their browser, lib/experiments/flagTests);
 * otherwise (rules that need more than the id), and in an editor's preview (GrowthBook's dev tools),
 * GrowthBook's React SDK (about 15 KB compressed), a chunk of its own loaded only there.
 */
export async function ClientFlags({ reads, previewing = false, context, children }: Props) {
  // Flags this page's render was chosen for (lib/experiments/flagTests): the page already is the visitor's variant.
  const rendered = context?.flags
  if (!previewing && rendered && reads.every((name) => context.testedFlags?.includes(name))) {
    return <StaticFlags values={Object.fromEntries(reads.map((name) => [name, rendered[name]]))}>{children}</StaticFlags>
  }
  const payload = await getFlagPayload()
  const values = previewing ? undefined : staticFlagValues(payload, reads)
  if (values) return <StaticFlags values={values}>{children}</StaticFlags>
  return (
    <LazyFlagsProvider payload={payload} devMode={previewing}>
      {children}
    </LazyFlagsProvider>
  )
}
