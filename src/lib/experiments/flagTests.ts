/**
 * Feature flags tested per visitor (issue 32, item 3). A flag whose GrowthBook feature has an experiment,
 * a percentage rollout or a targeting rule on the visitor's id differs between visitors: it becomes a
 * test of the pages it shows on, chosen in the visitor's browser by the same inline chooser as block
 * experiments (./chooser.ts) from their anonymous id, and each outcome is a cached page of its own.
 *
 * This module turns GrowthBook's rules into the chooser's steps, exactly as GrowthBook's SDK evaluates
 * them for an `id` attribute (tests/unit/flagTests.test.ts holds the two equal over many ids): in order,
 * a rule applies when its id condition passes and the visitor's hash falls in one of its ranges. Outcome
 * 0 is the value for a visitor no rule takes (what the server renders for everyone without a cookie);
 * each range of each rule is one more outcome, and outcomes showing the same value share a cached page. Rules the browser cannot decide from the id alone (other
 * attributes, namespaces, prerequisites, sticky buckets) leave the flag as today: one value for everyone.
 * Pure.
 */
import type { FeatureApiResponse, FeatureDefinition, FeatureRule } from '@growthbook/growthbook'

import { FLAG_NAMES, flagKey, type FlagName } from './flags'

/** One rule as the chooser runs it: the visitor's hash of `seed` (GrowthBook's version), and the outcome of each range it can fall in. */
export type ChooserStep = {
  seed: string
  hashVersion: 1 | 2
  /** Only these ids (a targeting rule on the id); absent: every visitor. */
  ids?: string[]
  /** [start, end, outcome]: a visitor whose hash is in [start, end) gets that outcome. */
  ranges: [number, number, number][]
}

/** What a visitor with an outcome is shown: the flag's value, and the GrowthBook experiment and variation they are in, if any. */
export type FlagOutcome = { on: boolean; experimentId?: string; variationId?: number }

export type FlagTest = {
  flag: FlagName
  /** The flag's key (fresh-homepage): its entry in the page's variant cookie. */
  key: string
  steps: ChooserStep[]
  /** Outcome 0 first: no rule applies. At most MAX_OUTCOMES. */
  outcomes: FlagOutcome[]
}

/**
 * A flag test's page variant for each outcome: 0 renders outcome 0's value (the page everyone gets without a
 * cookie), 1 the other value. Outcomes that look the same share a cached page, so a flag test costs a page two
 * variants however many outcomes its rules have; which GrowthBook experiment a visitor is in is reported from
 * their browser (components/experiments/FlagExperimentsViewed), not from the page.
 */
export function flagVariants(test: Pick<FlagTest, 'outcomes'>): number[] {
  return test.outcomes.map((outcome) => (outcome.on === test.outcomes[0].on ? 0 : 1))
}

/** What a page hands the browser to report a flag test's GrowthBook experiment: the steps, and each outcome's experiment (null: none). */
export type FlagExperimentReport = {
  key: string
  steps: ChooserStep[]
  experiments: ({ experimentId: string; variationId: number } | null)[]
}

/** The flag's value in a page variant (0: outcome 0's, 1: the other). */
export function flagValueIn(test: Pick<FlagTest, 'outcomes'>, variant: number): boolean {
  return variant === 1 ? !test.outcomes[0].on : test.outcomes[0].on
}

/** A flag's rules beyond this many outcomes are left to one value for everyone (a bound on what a page carries). */
export const MAX_OUTCOMES = 16

/** The most variant combinations one page is cached in (each test multiplies them): tests beyond it run elsewhere, not there. */
export const MAX_VARIANT_COMBINATIONS = 8

/** The SIP trunking product page, whose hero shows the pricing label of the sipTrunkingPricingLabel flag. */
export const SIP_TRUNKING_PRODUCT_PATH = '/products/sip-trunks'

/** Where a flag shows: on every page, on pages holding one of these blocks, or at these paths. */
export type FlagScope = { everywhere: true } | { blocks: readonly string[] } | { paths: readonly string[] }

/**
 * The pages each flag changes (what their renders read): a test of the flag runs there, and every other
 * page stays one cached page for everyone. A page whose blocks carry the flag's key (an A/B variant per
 * state, as the home page's fresh and classic openings) is in scope too.
 */
export const FLAG_SCOPES: Record<FlagName, FlagScope> = {
  microsoftLogin: { blocks: ['signUp'] },
  gsiLogin: { blocks: ['signUp'] },
  calculatorCompetitive: { blocks: ['calculator'] },
  voiceAiTabs: { blocks: ['voiceAiDemo'] },
  standardVideoPlayerControls: { blocks: ['media'] },
  voiceAiInteractive: { blocks: ['voiceAiDemo'] },
  voiceAiDomainRequest: { blocks: ['voiceAiDemo'] },
  coverageTableData: { blocks: ['countryCoverage'] },
  newHeaderNavigation: { everywhere: true },
  homeHeroFlow: { paths: ['/'] },
  voiceAiHcaptcha: { blocks: ['voiceAiDemo'] },
  homepageScrollSnap: { paths: ['/'] },
  sipTrunkingPricingLabel: { paths: [SIP_TRUNKING_PRODUCT_PATH] },
  freshHomepage: { paths: [] },
}

/** What decides which flag tests a page runs: its path, the block types it holds, and the experiment keys its blocks carry. */
export type PageFacts = { path: string; blockTypes: ReadonlySet<string>; experimentKeys: readonly string[] }

/** The flag tests of the flags this page shows. */
export function flagTestsOn(tests: readonly FlagTest[], page: PageFacts): FlagTest[] {
  return tests.filter((test) => {
    if (page.experimentKeys.includes(test.key)) return true
    const scope = FLAG_SCOPES[test.flag]
    if ('everywhere' in scope) return true
    if ('blocks' in scope) return scope.blocks.some((block) => page.blockTypes.has(block))
    return scope.paths.includes(page.path)
  })
}

/** The tests a page runs: in key order, each while the page's variant combinations stay within MAX_VARIANT_COMBINATIONS. */
export function withinCombinations<T extends { key: string }>(tests: readonly T[], variantsOf: (test: T) => number): T[] {
  let combinations = 1
  const kept: T[] = []
  for (const test of [...tests].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
    const next = combinations * Math.max(1, variantsOf(test))
    if (next > MAX_VARIANT_COMBINATIONS) continue
    combinations = next
    kept.push(test)
  }
  return kept
}

/** Rule options that need more than the id to decide, or state the browser does not have. */
const UNSUPPORTED_RULE_OPTIONS = [
  'parentConditions',
  'filters',
  'namespace',
  'fallbackAttribute',
  'bucketVersion',
  'minBucketVersion',
  'contextualBanditRef',
  'contextualVariations',
  'tracks',
] as const satisfies readonly (keyof FeatureRule)[]

/** The ids a condition admits, when it is about the id alone ({id: "x"} or {id: {$in: [...]}}); null for no condition, undefined when unsupported. */
function idsOf(condition: FeatureRule['condition']): string[] | null | undefined {
  if (condition === undefined) return null
  const keys = Object.keys(condition)
  if (keys.length !== 1 || keys[0] !== 'id') return undefined
  const wanted: unknown = (condition as Record<string, unknown>).id
  if (typeof wanted === 'string') return [wanted]
  if (wanted && typeof wanted === 'object' && !Array.isArray(wanted)) {
    const operators = Object.keys(wanted)
    const list: unknown = (wanted as Record<string, unknown>).$in
    if (operators.length === 1 && Array.isArray(list) && list.every((id) => typeof id === 'string')) return list as string[]
  }
  return undefined
}

/** GrowthBook's bucket ranges for an experiment (its getBucketRanges): equal weights when missing or not summing to 1. */
function bucketRanges(count: number, coverage: number | undefined, weights: number[] | undefined): [number, number][] {
  const cover = Math.min(1, Math.max(0, coverage ?? 1))
  const equal = new Array<number>(count).fill(1 / count)
  let chosen = weights && weights.length === count ? weights : equal
  const total = chosen.reduce((sum, weight) => sum + weight, 0)
  if (total < 0.99 || total > 1.01) chosen = equal
  let cumulative = 0
  return chosen.map((weight) => {
    const start = cumulative
    cumulative += weight
    return [start, start + cover * weight]
  })
}

/** Above every hash (they are below 1): a range to this end takes every visitor, and `n <= coverage` becomes `n < coverage + ε`. */
const EVERYONE = 2
const INCLUSIVE = 1e-9

type Built = { steps: ChooserStep[]; outcomes: FlagOutcome[] }

/** The steps and outcomes of one feature's rules, or undefined when a rule cannot be decided in the browser. */
function stepsOf(featureKey: string, feature: FeatureDefinition): Built | undefined {
  const steps: ChooserStep[] = []
  const outcomes: FlagOutcome[] = [{ on: Boolean(feature.defaultValue) }]
  for (const rule of feature.rules ?? []) {
    if (UNSUPPORTED_RULE_OPTIONS.some((option) => rule[option] !== undefined)) return undefined
    if (rule.hashAttribute !== undefined && rule.hashAttribute !== 'id') return undefined
    const ids = idsOf(rule.condition)
    if (ids === undefined) return undefined
    const hashVersion = rule.hashVersion === 2 ? 2 : 1
    if ('force' in rule) {
      // A rule every visitor meets, id or not: the value of everyone no earlier rule took (outcome 0, what the
      // server renders without an id), and the end of the list.
      if (!ids && !rule.range && rule.coverage === undefined) {
        outcomes[0] = { on: Boolean(rule.force) }
        break
      }
      const outcome = outcomes.length
      outcomes.push({ on: Boolean(rule.force) })
      const range: [number, number, number] = rule.range
        ? [rule.range[0], rule.range[1], outcome]
        : rule.coverage !== undefined
          ? [0, rule.coverage === 0 ? 0 : rule.coverage + INCLUSIVE, outcome]
          : [0, EVERYONE, outcome]
      steps.push({ seed: rule.seed || featureKey, hashVersion, ...(ids ? { ids } : {}), ranges: [range] })
      continue
    }
    const variations = rule.variations
    if (!Array.isArray(variations) || variations.length < 2) continue
    if (rule.meta?.some((meta) => meta?.passthrough)) return undefined
    const key = rule.key || featureKey
    const ranges = rule.ranges ?? bucketRanges(variations.length, rule.coverage, rule.weights)
    steps.push({
      seed: rule.seed || key,
      hashVersion,
      ...(ids ? { ids } : {}),
      ranges: ranges.slice(0, variations.length).map(([start, end], variationId) => {
        outcomes.push({ on: Boolean(variations[variationId]), experimentId: key, variationId })
        return [start, end, outcomes.length - 1]
      }),
    })
  }
  return { steps, outcomes }
}

/**
 * The flags whose value depends on the visitor's id, as tests: each flag the payload defines with rules
 * the browser can decide, in at most MAX_OUTCOMES outcomes. Encrypted payloads say nothing the server can read.
 */
export function flagTestsFrom(payload: FeatureApiResponse | undefined): FlagTest[] {
  if (!payload?.features || payload.encryptedFeatures) return []
  const tests: FlagTest[] = []
  for (const flag of FLAG_NAMES) {
    const key = flagKey(flag)
    const feature = payload.features[key]
    if (!feature?.rules?.length) continue
    const built = stepsOf(key, feature)
    // No step: the rules take nobody by id. Too many outcomes: left to one value for everyone.
    if (!built || built.steps.length === 0 || built.outcomes.length > MAX_OUTCOMES) continue
    // Every outcome the same value and no experiment to report: nothing to test.
    if (built.outcomes.every((outcome) => outcome.on === built.outcomes[0].on && !outcome.experimentId)) continue
    tests.push({ flag, key, ...built })
  }
  return tests
}

/**
 * A visitor's outcome of a flag test's steps: the chooser's own evaluation (its inline copy must stay
 * self-contained), for the browser's Experiment Viewed report; tests/unit/flagTests.test.ts holds both equal
 * to GrowthBook's SDK.
 */
export function flagOutcome(steps: readonly ChooserStep[], id: string): number {
  const fnv = (text: string): number => {
    let hash = 0x811c9dc5
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i)
      hash = Math.imul(hash, 0x01000193) >>> 0
    }
    return hash >>> 0
  }
  for (const step of steps) {
    if (step.ids && !step.ids.includes(id)) continue
    const n = step.hashVersion === 2 ? (fnv(String(fnv(step.seed + id))) % 10000) / 10000 : (fnv(id + step.seed) % 1000) / 1000
    for (const [start, end, outcome] of step.ranges) if (n >= start && n < end) return outcome
  }
  return 0
}
