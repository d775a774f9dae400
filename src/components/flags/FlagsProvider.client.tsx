'use client'
import type { FeatureApiResponse } from '@growthbook/growthbook'
import { GrowthBookProvider, useGrowthBook } from '@growthbook/growthbook-react'
import { useEffect, useState, type ReactNode } from 'react'

import { flagKey, type FlagName, createExperimentClient } from '@/lib/experiments'

import { anonymousIdFromCookie, trackingStore } from '@/lib/tracking'

import { track } from '../tracking/analytics'
import { FlagContext } from './flagContext'

type Props = {
  /** The server's features (lib/experiments/featureFlags getFlagPayload): the client never asks the flag service itself. */
  payload: FeatureApiResponse
  /** GrowthBook's dev mode (its browser dev tools and visual editor) only in an editor's draft or live preview. */
  devMode: boolean
  children: ReactNode
}

/**
 * Feature flags for client islands evaluated by GrowthBook's SDK for this
 * visitor (placed by ClientFlags where a flag has targeting or an experiment;
 * alone, in dev mode, on every page of an editor's preview). The client
 * starts from the server's payload, so the first render matches the server's;
 * the visitor's anonymous id becomes its `id` attribute once known, after
 * hydration, and GrowthBook's own targeting and experiments take over. A flag
 * is evaluated only when an island reads it, so an experiment is "viewed" only
 * where it shows. The SDK comes through GrowthBook's React provider (@growthbook/growthbook-react), which
 * re-renders its readers whenever attributes or features change; the islands read it through FlagContext
 * (FlagBridge), so an island never carries the SDK in its own chunk.
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

  return (
    <GrowthBookProvider growthbook={growthbook}>
      <FlagBridge>{children}</FlagBridge>
    </GrowthBookProvider>
  )
}

/**
 * The provider's client as the islands' flag reader. GrowthBook's provider renders a new context value each
 * time the SDK asks it to (attributes or features changed); this reads it, so each such change hands the
 * islands a new reader and they evaluate their flags again.
 */
function FlagBridge({ children }: { children: ReactNode }) {
  const growthbook = useGrowthBook()
  const reader = { isOn: (name: FlagName) => growthbook.isOn(flagKey(name)) }
  return <FlagContext.Provider value={reader}>{children}</FlagContext.Provider>
}
