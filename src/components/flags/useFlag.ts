'use client'
import { useFeatureIsOn } from '@growthbook/growthbook-react'

import { flagKey, type FlagName } from '@/lib/flags'

/** A feature flag in a client island, evaluated by GrowthBook for this visitor (FlagsProvider). */
export function useFlag(name: FlagName): boolean {
  return useFeatureIsOn(flagKey(name))
}
