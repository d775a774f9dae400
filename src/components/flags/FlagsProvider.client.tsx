'use client'
import type { FeatureApiResponse } from '@growthbook/growthbook'
import { useEffect, useMemo, useState, type ReactNode } from 'react'

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
 * where it shows.
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

  // GrowthBook calls its renderer whenever attributes or features change: a new reader re-renders the islands.
  const [version, setVersion] = useState(0)
  useEffect(() => {
    growthbook.setRenderer(() => setVersion((v) => v + 1))
    return () => growthbook.setRenderer(() => {})
  }, [growthbook])
  const reader = useMemo(() => ({ version, isOn: (name: FlagName) => growthbook.isOn(flagKey(name)) }), [growthbook, version])

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

  return <FlagContext.Provider value={reader}>{children}</FlagContext.Provider>
}
