'use client'
import { GrowthBookProvider, type FeatureApiResponse } from '@growthbook/growthbook-react'
import { useEffect, useState, type ReactNode } from 'react'

import { createExperimentClient } from '@/lib/integrations/growthbook'
import { anonymousIdFromCookie } from '@/lib/tracking/events'
import { trackingStore } from '@/lib/tracking/store'

import { track } from '../tracking/analytics'

type Props = {
  /** The server's features (lib/featureFlags getFlagPayload): the client never asks the flag service itself. */
  payload: FeatureApiResponse
  /** GrowthBook's dev mode (its browser dev tools and visual editor) only in an editor's draft or live preview. */
  devMode: boolean
  children: ReactNode
}

/**
 * Feature flags for client islands, through GrowthBook's React SDK (placed by
 * ClientFlags around the islands that read flags; alone, in dev mode, on every
 * page of an editor's preview). The client
 * starts from the server's payload, so the first render matches the server's;
 * the visitor's anonymous id becomes its `id` attribute once known, after
 * hydration, and GrowthBook's own targeting and experiments take over.
 */
export function FlagsProvider({ payload, devMode, children }: Props) {
  const [growthbook] = useState(() =>
    createExperimentClient({
      payload,
      preview: devMode,
      onExperimentViewed: (experiment, result) => {
        const id = trackingStore.get().anonymousId ?? anonymousIdFromCookie(document.cookie) ?? ''
        track('Experiment Viewed', { experimentId: experiment.key, variationId: result.variationId, id })
      },
    }),
  )

  useEffect(() => {
    let current: string | undefined
    const apply = () => {
      const id = trackingStore.get().anonymousId ?? anonymousIdFromCookie(document.cookie)
      if (!id || id === current) return
      current = id
      void growthbook.setAttributes({ ...growthbook.getAttributes(), id })
    }
    apply()
    // The tracking island creates the id on a first visit, possibly after this effect.
    const unsubscribe = trackingStore.subscribe(apply)
    return () => {
      unsubscribe()
    }
  }, [growthbook])

  return <GrowthBookProvider growthbook={growthbook}>{children}</GrowthBookProvider>
}
