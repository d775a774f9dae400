/**
 * Experiment assignment, the way GrowthBook assigns (hash version 2), so the
 * server can pick a block's variant from the anonymous id and agree with the
 * GrowthBook SDK in the browser: stable per id, spread by the weights.
 */
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
 * The visitor's browser picks their variants from the anonymous id (./chooser.ts) and keeps them
 * in a cookie, by which the page is served from its internal address that names them
 * (lib/pages/variants.ts), so each page is cached once per combination of its own
 * experiments' variants, never per visitor.
 */
export const VARIANT_LETTERS = ['A', 'B', 'C', 'D'] as const
export type VariantLetter = (typeof VARIANT_LETTERS)[number]
export const EXPERIMENT_KEY_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/

/** experiment key → variation index */
export type Assignments = Readonly<Record<string, number>>
export type BlockExperiment = { key?: string | null; variant?: VariantLetter | null } | null | undefined
export type RunningExperiment = { key: string; weights: number[] }
/** A running experiment as read: its weights, and the button or link its visitors click when the goal is a click. */
export type RunningExperimentRead = RunningExperiment & { clickTarget?: string }

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
 * The attribute that marks a page rendered for a variant combination that is not one of the page's own
 * (an ended experiment's cookie, or a made-up one): page-cache-handler.mjs keeps such a page in memory
 * only, so no cookie value can fill the disk (tests/unit/pageCacheHandler.test.ts compares the two).
 */
export const TRANSIENT_VARIANT_ATTRIBUTE = 'data-ostra-transient'

/**
 * What a page shows for the variants it is rendered for: each of its running experiments' variant, the
 * control (0) where `assignments` names none or one the experiment does not have. `transient` when the
 * assignments are not a combination a visitor's cookie holds (the chooser never stores the control's):
 * an ended experiment's cookie, or a made-up one.
 */
export function pageVariants(running: readonly RunningExperiment[], assignments: Assignments | undefined): { shown: Assignments; transient: boolean } {
  const shown: Record<string, number> = {}
  for (const { key, weights } of running) {
    const index = assignments?.[key]
    shown[key] = index !== undefined && Number.isInteger(index) && index >= 0 && index < weights.length ? index : 0
  }
  const named = assignments !== undefined && Object.keys(assignments).length > 0
  const control = Object.values(shown).every((index) => index === 0)
  return { shown, transient: named && (control || encodeAssignments(assignments) !== encodeAssignments(shown)) }
}

/**
 * A layout with an experiment decided: the winning variant's blocks kept and shown to everyone (their
 * experiment fields cleared), the other variants' blocks removed, in nested Section blocks too.
 */
export function withWinner<T>(layout: readonly T[], key: string, winner: number): T[] {
  const decide = (blocks: readonly T[]): T[] =>
    blocks.flatMap((block) => {
      if (!block || typeof block !== 'object') return [block]
      const { experiment, blocks: nested } = block as WithExperiment
      const decided = Array.isArray(nested) ? { ...block, blocks: decide(nested as T[]) } : block
      if (experiment?.key?.trim() !== key) return [decided]
      if (variantIndex(experiment.variant) !== winner) return []
      return [{ ...decided, experiment: { ...experiment, key: null, variant: 'A' } }]
    })
  return decide(layout)
}
