/**
 * The flags a render uses: the environment's defaults (lib/flags), overridden
 * by the feature-flag service when one is configured. Server only.
 */
import { env } from './env'
import { flagsFor, type Flags } from './flags'
import { fetchFeatures, flagsFromPayload } from './integrations/growthbook'

export async function getFlags(): Promise<Flags> {
  const defaults = flagsFor(env.appEnv)
  if (!env.growthbook) return defaults
  return flagsFromPayload(defaults, await fetchFeatures(env.growthbook))
}
