import { describe, expect, it } from 'vitest'

import { growthPerTenMinutes, memoryCurve, type MemorySample } from '../../bench/soak'

const curve = (minutes: number, rss: (minute: number) => number): MemorySample[] =>
  Array.from({ length: minutes * 2 + 1 }, (_, i) => ({ minute: i / 2, rssMB: rss(i / 2) }))

describe('the soak’s memory trend', () => {
  it('reads a plateau after the warm-up as no growth, however steep the warm-up', () => {
    const warmUpThenFlat = curve(30, (m) => (m < 10 ? 150 + m * 15 : 300))
    expect(growthPerTenMinutes(warmUpThenFlat)).toBeCloseTo(0, 5)
  })

  it('reads a steady climb in MB per 10 minutes', () => {
    expect(growthPerTenMinutes(curve(30, (m) => 200 + m * 0.8))).toBeCloseTo(8, 5)
  })

  it('is not fooled by noise around a flat line', () => {
    const noisy = curve(30, (m) => 280 + (Math.round(m * 2) % 2 === 0 ? 6 : -6))
    expect(Math.abs(growthPerTenMinutes(noisy) ?? Infinity)).toBeLessThan(1)
  })

  it('says nothing from too few samples', () => {
    expect(growthPerTenMinutes([])).toBeUndefined()
    expect(
      growthPerTenMinutes([
        { minute: 0, rssMB: 100 },
        { minute: 0.5, rssMB: 120 },
      ]),
    ).toBeUndefined()
  })

  it('draws one line per sample, the largest with the longest bar', () => {
    const lines = memoryCurve([
      { minute: 0, rssMB: 100 },
      { minute: 0.5, rssMB: 200 },
    ])
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('200 MB')
    expect(lines[1].split('█').length).toBeGreaterThan(lines[0].split('█').length)
  })
})
