/**
 * Experiment assignment, the way GrowthBook assigns (hash version 2), so the
 * server can pick a block's variant from the anonymous id and agree with the
 * GrowthBook SDK in the browser: stable per id, spread by the weights.
 */

/** 32-bit FNV-1a of a string. */
export function fnv1a32(value: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash >>> 0
}

/** GrowthBook's bucket for (seed, value) with hash version 2: a number in [0, 1). */
export function bucket(seed: string, value: string): number {
  return (fnv1a32(String(fnv1a32(seed + value))) % 10000) / 10000
}

/** The [start, end) range of each variation for weights that sum to at most 1 (coverage). */
export function bucketRanges(weights: readonly number[], coverage = 1): [number, number][] {
  const total = weights.reduce((sum, w) => sum + w, 0)
  const normalised = total > 0 ? weights.map((w) => w / total) : weights.map(() => 1 / weights.length)
  let cumulative = 0
  return normalised.map((w) => {
    const start = cumulative
    cumulative += w
    return [start, start + coverage * w]
  })
}

/** The variation index for an anonymous id, or -1 when it falls outside every range. */
export function assignVariant(experimentKey: string, anonymousId: string, weights: readonly number[], coverage = 1): number {
  if (weights.length === 0 || !anonymousId) return -1
  const n = bucket(experimentKey, anonymousId)
  return bucketRanges(weights, coverage).findIndex(([start, end]) => n >= start && n < end)
}
