'use client'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { anonymousIdFromCookie, trackingStore } from '@/lib/tracking'

import { reloadingForVariants } from '../experiments/reloading'
import { track } from './analytics'

/** Experiments already reported for the current page view (a page may hold several blocks of one experiment). */
const reported = { path: '', keys: new Set<string>() }

/** Tracks Experiment Viewed once per page view for the variant the server rendered (spec §3: experimentId, variationId, id). */
export function ExperimentViewed({ experimentId, variationId }: { experimentId: string; variationId: number }) {
  const pathname = usePathname()
  useEffect(() => {
    // The page is being replaced by the visitor's own variant, which reports itself.
    if (reloadingForVariants()) return
    if (reported.path !== pathname) {
      reported.path = pathname
      reported.keys = new Set()
    }
    if (reported.keys.has(experimentId)) return
    reported.keys.add(experimentId)
    const id = trackingStore.get().anonymousId ?? anonymousIdFromCookie(document.cookie) ?? ''
    track('Experiment Viewed', { experimentId, variationId, id })
  }, [experimentId, variationId, pathname])
  return null
}
