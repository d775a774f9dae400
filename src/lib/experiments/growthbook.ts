/**
 * The feature-flag and experiment service (GrowthBook). Its features are
 * fetched from `{apiHost}/api/features/{clientKey}` through Next's data cache
 * (revalidated every 1440 s, tag `feature-flags`) and evaluated with
 * GrowthBook's own SDK over the built-in defaults of lib/experiments/flags.
 */
import { GrowthBook, type FeatureApiResponse, type TrackingCallback } from '@growthbook/growthbook'

import { FLAG_NAMES, FLAGS_CACHE_TAG, flagKey, FLAGS_REVALIDATE_SECONDS, type FlagName, type Flags } from './flags'
import type { GrowthBookConfig } from '../config'

export const CLIENT_CREATION_ERROR = 'Unexpected error on GrowthBook client creation'

type ClientOptions = {
  anonymousId?: string
  /** Dev mode (GrowthBook's browser dev tools) is on in preview. */
  preview?: boolean
  payload?: FeatureApiResponse
  onExperimentViewed?: TrackingCallback
}

/** A GrowthBook client for one visitor (the anonymous id is its `id` attribute); failures surface as the spec's error. */
export function createExperimentClient({ anonymousId, preview = false, payload, onExperimentViewed }: ClientOptions): GrowthBook {
  try {
    const client = new GrowthBook({ attributes: anonymousId ? { id: anonymousId } : {}, enableDevMode: preview, trackingCallback: onExperimentViewed })
    if (payload) client.initSync({ payload })
    return client
  } catch (error) {
    throw new Error(CLIENT_CREATION_ERROR, { cause: error })
  }
}

/** `names` evaluated by the SDK from the payload alone (no visitor attributes). */
function evaluate(payload: FeatureApiResponse, names: readonly FlagName[]): Partial<Record<FlagName, boolean>> {
  const client = createExperimentClient({ payload })
  try {
    return Object.fromEntries(names.map((name) => [name, client.isOn(flagKey(name))]))
  } finally {
    client.destroy()
  }
}

/** The defaults, with each flag the service defines evaluated by the SDK. */
export function flagsFromPayload(defaults: Flags, payload: FeatureApiResponse | undefined): Flags {
  const features = payload?.features
  if (!payload || !features) return defaults
  return {
    ...defaults,
    ...evaluate(
      payload,
      FLAG_NAMES.filter((name) => features[flagKey(name)]),
    ),
  }
}

/**
 * The values of `names` when they are the same for every visitor (no
 * targeting rule, experiment or encrypted features in the payload): then the
 * browser needs no SDK to read them. Undefined when any of them depends on the visitor.
 */
export function staticFlagValues(payload: FeatureApiResponse, names: readonly FlagName[]): Partial<Record<FlagName, boolean>> | undefined {
  if (payload.encryptedFeatures || payload.encryptedExperiments || payload.experiments?.length) return undefined
  if (names.some((name) => (payload.features?.[flagKey(name)]?.rules?.length ?? 0) > 0)) return undefined
  return evaluate(payload, names)
}

/**
 * What the browser's GrowthBook client starts from (no request of its own):
 * the service's payload, with every flag it does not define added at the
 * built-in value, so islands reading a flag agree with the server's defaults
 * and GrowthBook's targeting applies to the flags it does define.
 */
export function clientPayload(defaults: Flags, payload: FeatureApiResponse | undefined): FeatureApiResponse {
  const builtIn = Object.fromEntries(FLAG_NAMES.map((name) => [flagKey(name), { defaultValue: defaults[name] }]))
  return { ...payload, features: { ...builtIn, ...payload?.features } }
}

/** The service's features, cached; undefined (so the defaults apply) when it cannot be reached. */
export async function fetchFeatures(config: GrowthBookConfig, fetchImpl: typeof fetch = fetch): Promise<FeatureApiResponse | undefined> {
  const url = `${config.apiHost.replace(/\/+$/, '')}/api/features/${encodeURIComponent(config.clientKey)}`
  try {
    const response = await fetchImpl(url, {
      signal: AbortSignal.timeout(config.timeoutMs),
      next: { revalidate: FLAGS_REVALIDATE_SECONDS, tags: [FLAGS_CACHE_TAG] },
    })
    if (!response.ok) throw new Error(`status ${response.status}`)
    return (await response.json()) as FeatureApiResponse
  } catch (error) {
    console.error('feature flags: the flag service could not be read; using the built-in values', error instanceof Error ? error.message : error)
    return undefined
  }
}
