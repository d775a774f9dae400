/**
 * An experiment's results: visitors and conversions per variant, conversion rates, uplift against the
 * control (A), and the probability that each variant beats A — a Bayesian beta-binomial estimate with a
 * uniform prior, computed exactly (Evan Miller's closed form) — with a verdict in plain words. Pure.
 */
import { VARIANT_LETTERS } from './experiments'

export type VariantCounts = { visitors: number; conversions: number }

export type VariantResult = VariantCounts & {
  letter: string
  /** conversions / visitors, 0 without visitors. */
  rate: number
  /** (rate − A's) / A's; undefined for A itself, or while A has converted no one. */
  uplift?: number
  /** The probability that this variant's true rate is above A's; undefined for A. */
  beatsControl?: number
}

export type ExperimentResults = { variants: VariantResult[]; verdict: string; decided: boolean }

/** A variant is called ahead (or behind) at this probability of beating (or losing to) A. */
export const DECISION_PROBABILITY = 0.95
/** Fewer visitors than this in any variant: no call is made, whatever the probabilities say. */
export const MIN_VISITORS_PER_VARIANT = 100

/** ln Γ(x) for x > 0 (Lanczos, g = 7): about 15 significant digits. */
export function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
    9.9843695780195716e-6, 1.5056327351493116e-7,
  ]
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x)
  const z = x - 1
  let sum = c[0]
  for (let i = 1; i < 9; i++) sum += c[i] / (z + i)
  const t = z + 7.5
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum)
}

const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b)

/**
 * P(p_B > p_A) for p_A ~ Beta(aA, bA), p_B ~ Beta(aB, bB), integer aB (Evan Miller, "Formulas for Bayesian
 * A/B testing"): a sum of aB terms. Past 200,000 terms, the normal approximation of the two posteriors.
 */
export function probabilityBBeatsA(aA: number, bA: number, aB: number, bB: number): number {
  if (aB > 200_000) {
    const mean = (a: number, b: number) => a / (a + b)
    const variance = (a: number, b: number) => (a * b) / ((a + b) ** 2 * (a + b + 1))
    const z = (mean(aB, bB) - mean(aA, bA)) / Math.sqrt(variance(aA, bA) + variance(aB, bB))
    return normalCdf(z)
  }
  let total = 0
  const base = logBeta(aA, bA)
  for (let i = 0; i < aB; i++) total += Math.exp(logBeta(aA + i, bA + bB) - Math.log(bB + i) - logBeta(1 + i, bB) - base)
  return Math.min(1, Math.max(0, total))
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26 through erf; error below 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2
  const t = 1 / (1 + 0.3275911 * x)
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x)
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2
}

/** A probability as a marketer reads it: never "100 %" or "0 %", which no evidence gives. */
export const percent = (p: number) => (p >= 0.995 ? 'over 99 %' : p < 0.005 ? 'under 1 %' : `${Math.round(p * 100)} %`)

/** Each variant's figures against A (the first), and what they say, in a marketer's words. */
export function experimentResults(counts: readonly VariantCounts[]): ExperimentResults {
  const rate = ({ visitors, conversions }: VariantCounts) => (visitors > 0 ? Math.min(conversions, visitors) / visitors : 0)
  const control = counts[0] ?? { visitors: 0, conversions: 0 }
  const controlRate = rate(control)
  const posterior = ({ visitors, conversions }: VariantCounts): [number, number] => {
    const c = Math.min(Math.max(0, Math.floor(conversions)), Math.max(0, Math.floor(visitors)))
    return [1 + c, 1 + Math.max(0, Math.floor(visitors)) - c]
  }
  const [aA, bA] = posterior(control)
  const variants: VariantResult[] = counts.map((variant, index) => {
    const letter = VARIANT_LETTERS[index] ?? String(index)
    if (index === 0) return { ...variant, letter, rate: controlRate }
    const [aB, bB] = posterior(variant)
    return {
      ...variant,
      letter,
      rate: rate(variant),
      uplift: controlRate > 0 ? (rate(variant) - controlRate) / controlRate : undefined,
      beatsControl: probabilityBBeatsA(aA, bA, aB, bB),
    }
  })
  return { variants, ...verdictOf(variants) }
}

function verdictOf(variants: readonly VariantResult[]): { verdict: string; decided: boolean } {
  const challengers = variants.slice(1)
  if (variants.length < 2) return { verdict: 'No variants to compare.', decided: false }
  const fewest = Math.min(...variants.map((v) => v.visitors))
  const untilEnough = `keep it running until every variant has had ${MIN_VISITORS_PER_VARIANT} visitors`
  if (fewest === 0) return { verdict: `No results yet: ${untilEnough}.`, decided: false }
  const best = challengers.reduce((a, b) => ((b.beatsControl ?? 0) > (a.beatsControl ?? 0) ? b : a))
  const enough = fewest >= MIN_VISITORS_PER_VARIANT
  if ((best.beatsControl ?? 0) >= DECISION_PROBABILITY) {
    return enough
      ? { verdict: `${best.letter} is ahead with ${percent(best.beatsControl ?? 0)} probability: it can be declared the winner.`, decided: true }
      : { verdict: `${best.letter} is ahead with ${percent(best.beatsControl ?? 0)} probability; ${untilEnough}.`, decided: false }
  }
  if (challengers.every((v) => (v.beatsControl ?? 1) <= 1 - DECISION_PROBABILITY)) {
    const odds = percent(Math.max(...challengers.map((v) => v.beatsControl ?? 0)))
    return enough
      ? { verdict: `A is ahead: the best variant beats it with ${odds} probability. Keep A.`, decided: true }
      : { verdict: `A is ahead (the best variant beats it with ${odds} probability); ${untilEnough}.`, decided: false }
  }
  return {
    verdict: `No clear winner yet (the best, ${best.letter}, beats A with ${percent(best.beatsControl ?? 0)} probability): ${enough ? `keep it running until one variant reaches ${percent(DECISION_PROBABILITY)}` : untilEnough}.`,
    decided: false,
  }
}

/**
 * What counts as a conversion for an experiment: the tracked events (spec §9) that follow a visitor's first view.
 * A click goal's event names its experiment (`experimentId`), sent only by that experiment's pages for a click on
 * its chosen button or link (./goalClicks.ts), so only that experiment's own events count.
 */
export const EXPERIMENT_GOALS = {
  'form-submit': { label: 'A form submitted (Form Submit)', events: ['Form Submit'], ownEvents: false },
  'sign-up': { label: 'A sign-up (Sign Up Success)', events: ['Sign Up Success'], ownEvents: false },
  click: { label: 'A click on a chosen button or link of the page', events: ['Experiment Goal Clicked'], ownEvents: true },
} as const satisfies Record<string, { label: string; events: readonly string[]; ownEvents: boolean }>
export type ExperimentGoal = keyof typeof EXPERIMENT_GOALS
export const EXPERIMENT_GOAL_NAMES = Object.keys(EXPERIMENT_GOALS) as [ExperimentGoal, ...ExperimentGoal[]]
export const DEFAULT_EXPERIMENT_GOAL: ExperimentGoal = 'form-submit'

export function isExperimentGoal(value: unknown): value is ExperimentGoal {
  return typeof value === 'string' && Object.hasOwn(EXPERIMENT_GOALS, value)
}
