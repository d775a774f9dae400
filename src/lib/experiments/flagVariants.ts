/**
 * Blocks that follow a feature flag. A block whose A/B test key is a flag's
 * GrowthBook key (e.g. `fresh-homepage`) is a flag variant rather than an
 * experiment: variant A shows while the flag is off, variant B while it is on.
 * This is how a page's layout offers both states of a flag (the fresh and the
 * classic home page) without a field of its own.
 */
import type { Assignments } from './experiments'
import { FLAG_NAMES, flagKey, type Flags } from './flags'

const FLAG_KEYS = new Set<string>(FLAG_NAMES.map(flagKey))

export function isFlagKey(key: string): boolean {
  return FLAG_KEYS.has(key)
}

/** Each flag's key → its variant (0 = A, off; 1 = B, on), in the shape of experiment assignments. */
export function flagAssignments(flags: Flags): Assignments {
  return Object.fromEntries(FLAG_NAMES.map((name) => [flagKey(name), flags[name] ? 1 : 0]))
}
