'use client'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { flagOutcome, type FlagExperimentReport } from '@/lib/experiments'
import { anonymousIdFromCookie, trackingStore } from '@/lib/tracking'

import { track } from '../tracking/analytics'
import { reloadingForVariants } from './reloading'

/**
 * On a page running flag tests: `Experiment Viewed` for the GrowthBook experiment the visitor's outcome puts
 * them in (its key and variation, as GrowthBook's SDK would report it), once per page view. The outcome is
 * the chooser's, from the same steps and id; the page itself may be shared by outcomes that look alike.
 */
export function FlagExperimentsViewed({ tests }: { tests: FlagExperimentReport[] }) {
  const pathname = usePathname()
  useEffect(() => {
    // The page is being replaced by the visitor's own variant, which reports itself.
    if (reloadingForVariants()) return
    const id = trackingStore.get().anonymousId ?? anonymousIdFromCookie(document.cookie)
    if (!id) return
    for (const test of tests) {
      const experiment = test.experiments[flagOutcome(test.steps, id)]
      if (experiment) track('Experiment Viewed', { ...experiment, id })
    }
  }, [tests, pathname])
  return null
}
