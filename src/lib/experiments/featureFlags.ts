/**
 * The flags a render uses: the environment's defaults (lib/experiments/flags), overridden
 * by the feature-flag service when one is configured. Server only.
 */
import type { FeatureApiResponse } from '@growthbook/growthbook'

import { env } from '../config/data'
import { flagsFor, type Flags } from './flags'
import { flagTestsFrom, type FlagTest } from './flagTests'
import { clientPayload, fetchFeatures, flagsFromPayload } from './growthbook'

export async function getFlags(): Promise<Flags> {
  const defaults = flagsFor(env.appEnv)
  if (!env.growthbook) return defaults
  return flagsFromPayload(defaults, await fetchFeatures(env.growthbook))
}

/**
 * The payload the browser's GrowthBook client is initialised with: the
 * service's features (the same cached read as getFlags) plus the built-in
 * values; without a configured service, the built-in values alone.
 */
export async function getFlagPayload(): Promise<FeatureApiResponse> {
  const defaults = flagsFor(env.appEnv)
  return clientPayload(defaults, env.growthbook ? await fetchFeatures(env.growthbook) : undefined)
}

/** The flags whose value depends on the visitor, as tests the pages that show them run (./flagTests.ts); none without the service. */
export async function getFlagTests(): Promise<FlagTest[]> {
  return env.growthbook ? flagTestsFrom(await fetchFeatures(env.growthbook)) : []
}
