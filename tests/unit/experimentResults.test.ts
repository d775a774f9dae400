import { describe, expect, it } from 'vitest'

import { EXPERIMENT_GOALS, experimentResults, logGamma, probabilityBBeatsA } from '@/lib/experiments/results'
import { FIRST_PARTY_EVENTS, storedFirstParty } from '@/lib/tracking'

/** A seeded generator (mulberry32), so the reference below is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Gamma(shape, 1) by Marsaglia and Tsang; Beta(a, b) as X / (X + Y). */
function betaSampler(next: () => number) {
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next())
  const gamma = (shape: number): number => {
    if (shape < 1) return gamma(shape + 1) * next() ** (1 / shape)
    const d = shape - 1 / 3
    const c = 1 / Math.sqrt(9 * d)
    for (;;) {
      const x = normal()
      const v = (1 + c * x) ** 3
      if (v > 0 && Math.log(1 - next()) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v
    }
  }
  return (a: number, b: number) => {
    const x = gamma(a)
    return x / (x + gamma(b))
  }
}

/** The reference: the share of 200,000 paired draws from the two posteriors in which B's rate is above A's. */
function simulated(aA: number, bA: number, aB: number, bB: number): number {
  const beta = betaSampler(random(20261128))
  let wins = 0
  const draws = 200_000
  for (let i = 0; i < draws; i++) if (beta(aB, bB) > beta(aA, bA)) wins++
  return wins / draws
}

describe('the probability that a variant beats the control', () => {
  it('matches cases computed by hand', () => {
    // Beta(2,1) against Beta(1,2): ∫ 2y · (2y − y²) dy over [0, 1] = 5/6.
    expect(probabilityBBeatsA(1, 2, 2, 1)).toBeCloseTo(5 / 6, 10)
    // The same posterior on both sides: one half, by symmetry.
    expect(probabilityBBeatsA(11, 91, 11, 91)).toBeCloseTo(0.5, 10)
    expect(probabilityBBeatsA(1, 1, 1, 1)).toBeCloseTo(0.5, 10)
    // Γ(5) = 24, Γ(0.5) = √π.
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 10)
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 10)
  })

  it('agrees with a simulation of the two posteriors within 0.01, small counts to a million visitors', () => {
    const cases: [number, number, number, number][] = [
      // visitors and conversions of A, then of B
      [1000, 100, 1000, 120],
      [120, 9, 131, 17],
      [50, 0, 50, 2],
      [5000, 410, 5000, 395],
      [1_000_000, 250_000, 1_000_000, 251_200],
    ]
    for (const [nA, cA, nB, cB] of cases) {
      const exact = probabilityBBeatsA(1 + cA, 1 + nA - cA, 1 + cB, 1 + nB - cB)
      expect(Math.abs(exact - simulated(1 + cA, 1 + nA - cA, 1 + cB, 1 + nB - cB)), `${nA}/${cA} vs ${nB}/${cB}`).toBeLessThan(0.01)
    }
  })
})

describe('an experiment’s results in a marketer’s words', () => {
  it('gives rates, uplift against A and the probability to beat A', () => {
    const { variants } = experimentResults([
      { visitors: 200, conversions: 20 },
      { visitors: 200, conversions: 30 },
    ])
    expect(variants[0]).toEqual({ visitors: 200, conversions: 20, letter: 'A', rate: 0.1 })
    expect(variants[1]).toMatchObject({ letter: 'B', rate: 0.15 })
    expect(variants[1].uplift).toBeCloseTo(0.5, 10)
    expect(variants[1].beatsControl).toBeGreaterThan(0.9)
    expect(variants[1].beatsControl).toBeLessThan(0.97)
  })

  it('calls a winner only with enough visitors and 95 % probability, and says what to wait for otherwise', () => {
    expect(
      experimentResults([
        { visitors: 0, conversions: 0 },
        { visitors: 0, conversions: 0 },
      ]),
    ).toMatchObject({
      decided: false,
      verdict: 'No results yet: keep it running until every variant has had 100 visitors.',
    })
    const early = experimentResults([
      { visitors: 40, conversions: 1 },
      { visitors: 40, conversions: 9 },
    ])
    expect(early.decided).toBe(false)
    expect(early.verdict).toBe('B is ahead with over 99 % probability; keep it running until every variant has had 100 visitors.')
    const won = experimentResults([
      { visitors: 1000, conversions: 100 },
      { visitors: 1000, conversions: 140 },
    ])
    expect(won).toMatchObject({ decided: true, verdict: 'B is ahead with over 99 % probability: it can be declared the winner.' })
    const close = experimentResults([
      { visitors: 1000, conversions: 100 },
      { visitors: 1000, conversions: 105 },
      { visitors: 1000, conversions: 98 },
    ])
    expect(close.decided).toBe(false)
    expect(close.verdict).toMatch(/^No clear winner yet \(the best, B, beats A with \d+ % probability\): keep it running until one variant reaches 95 %\.$/)
    const control = experimentResults([
      { visitors: 1000, conversions: 150 },
      { visitors: 1000, conversions: 100 },
    ])
    expect(control).toMatchObject({ decided: true })
    expect(control.verdict).toBe('A is ahead: the best variant beats it with under 1 % probability. Keep A.')
  })

  it('never breaks on impossible counts (more conversions than visitors, negatives, fractions)', () => {
    const odd = experimentResults([
      { visitors: 10, conversions: 50 },
      { visitors: -3, conversions: 2.5 },
    ])
    expect(odd.variants[0].rate).toBe(1)
    expect(Number.isFinite(odd.variants[1].beatsControl)).toBe(true)
  })
})

describe('the goals an experiment counts', () => {
  it('are events the site tracks and always writes to the first-party store, with the exposures', () => {
    for (const { events } of Object.values(EXPERIMENT_GOALS)) for (const event of events) expect(storedFirstParty(event), event).toBe(true)
    expect(FIRST_PARTY_EVENTS).toContain('Experiment Viewed')
    expect(storedFirstParty('Social Share')).toBe(false)
  })
})
