/**
 * Experiment assignment, the way GrowthBook assigns (hash version 2), so the
 * server can pick a block's variant from the anonymous id and agree with the
 * GrowthBook SDK in the browser: stable per id, spread by the weights.
 */
import { cookieValue } from '../cookies'
import { safeDecode } from '../decode'

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

/**
 * Block-level experiments. A marketer marks blocks of a layout with an
 * experiment key and a variant letter; blocks without a key always show.
 * The unrouted handler picks each visitor's variants from the anonymous id and renders
 * the page through an internal path that names them, so each page is cached
 * once per combination of its own experiments' variants, never per visitor.
 */
export const VARIANT_LETTERS = ['A', 'B', 'C', 'D'] as const
export type VariantLetter = (typeof VARIANT_LETTERS)[number]
export const EXPERIMENT_KEY_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/

/** experiment key → variation index */
export type Assignments = Readonly<Record<string, number>>
export type BlockExperiment = { key?: string | null; variant?: VariantLetter | null } | null | undefined
export type RunningExperiment = { key: string; weights: number[] }

export function variantIndex(letter: VariantLetter | null | undefined): number {
  return Math.max(0, VARIANT_LETTERS.indexOf(letter ?? 'A'))
}

/** Each experiment's variation for a visitor; one outside the coverage sees the control (A). */
export function assignmentsFor(experiments: readonly RunningExperiment[], anonymousId: string): Assignments {
  return Object.fromEntries(experiments.map(({ key, weights }) => [key, Math.max(0, assignVariant(key, anonymousId, weights))]))
}

/** {a: 1, b: 0} → "a.1~b.0" (sorted, so one combination has one address). */
export function encodeAssignments(assignments: Assignments): string {
  return Object.keys(assignments)
    .sort()
    .map((key) => `${key}.${assignments[key]}`)
    .join('~')
}

/** The inverse of encodeAssignments; anything malformed is left out (its blocks show the control). */
export function decodeAssignments(segment: string): Assignments {
  const assignments: Record<string, number> = {}
  for (const part of (safeDecode(segment) ?? '').split('~')) {
    const match = /^(.+)\.([0-3])$/.exec(part)
    if (match && EXPERIMENT_KEY_PATTERN.test(match[1])) assignments[match[1]] = Number(match[2])
  }
  return assignments
}

/**
 * Whether a block shows: outside experiments always; in one, when its variant
 * is the visitor's (the control, A, when the experiment is not running).
 * In preview every variant shows, so editors can see each.
 */
export function showsBlock(experiment: BlockExperiment, assignments: Assignments | undefined, previewing = false): boolean {
  const key = experiment?.key?.trim()
  if (!key || previewing) return true
  return variantIndex(experiment?.variant) === (assignments?.[key] ?? 0)
}

type WithExperiment = { experiment?: BlockExperiment; blocks?: unknown }

/** Every experiment key used in a layout, nested Section blocks included. */
export function experimentKeysOf(layout: readonly unknown[] | null | undefined): string[] {
  const keys = new Set<string>()
  const visit = (blocks: readonly unknown[] | null | undefined) => {
    for (const block of blocks ?? []) {
      if (!block || typeof block !== 'object') continue
      const { experiment, blocks: nested } = block as WithExperiment
      const key = experiment?.key?.trim()
      if (key) keys.add(key)
      if (Array.isArray(nested)) visit(nested)
    }
  }
  visit(layout)
  return [...keys].sort()
}

/**
 * The variants a visitor sees on one page, in a cookie scoped to that page's path, so a shared cache
 * in front (deploy/nginx: its cache key ends with this cookie) keeps one copy per combination, never
 * one variant for everyone. The app server sets it whenever it differs from what it just assigned;
 * that answer carries Set-Cookie and is not stored, the next one is, under the visitor's combination.
 * Underscores: nginx reads it as `$cookie_ostra_variants`.
 */
export const VARIANTS_COOKIE = 'ostra_variants'
const VARIANTS_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

export function variantsCookie(variants: string, path: string, secure: boolean): string {
  return `${VARIANTS_COOKIE}=${encodeURIComponent(variants)}; Max-Age=${VARIANTS_MAX_AGE_SECONDS}; Path=${path}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The first value of the variants cookie in a Cookie header (the most specific path's, which nginx reads too). */
export function variantsFromCookie(header: string | null | undefined): string | undefined {
  return cookieValue(header, VARIANTS_COOKIE)
}
