import { describe, expect, it } from 'vitest'

import {
  assignmentsFor,
  assignVariant,
  bucket,
  bucketRanges,
  decodeAssignments,
  encodeAssignments,
  experimentKeysOf,
  fnv1a32,
  showsBlock,
  variantIndex,
  pageVariants,
  withWinner,
} from '@/lib/experiments/experiments'

describe('GrowthBook-compatible hashing', () => {
  it('computes FNV-1a (32-bit) and buckets in [0, 1)', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5)
    expect(fnv1a32('a')).toBe(0xe40c292c)
    const n = bucket('hero-test', 'anon-1')
    expect(n).toBeGreaterThanOrEqual(0)
    expect(n).toBeLessThan(1)
  })

  it('splits ranges by weight and coverage', () => {
    expect(bucketRanges([0.5, 0.5])).toEqual([
      [0, 0.5],
      [0.5, 1],
    ])
    expect(bucketRanges([1, 3], 0.5)).toEqual([
      [0, 0.125],
      [0.25, 0.625],
    ])
  })
})

describe('assignVariant', () => {
  it('is stable per anonymous id and differs across experiments', () => {
    const ids = Array.from({ length: 50 }, (_, i) => `anon-${i}`)
    for (const id of ids) expect(assignVariant('hero', id, [0.5, 0.5])).toBe(assignVariant('hero', id, [0.5, 0.5]))
    const same = ids.filter((id) => assignVariant('hero', id, [0.5, 0.5]) === assignVariant('pricing-cta', id, [0.5, 0.5])).length
    expect(same).toBeLessThan(ids.length)
  })

  it('spreads 10 000 ids within 2 % of the weights', () => {
    const weights = [0.2, 0.3, 0.5]
    const counts = [0, 0, 0]
    for (let i = 0; i < 10_000; i++) counts[assignVariant('block-experiment', `${i.toString(36)}-${(i * 7919).toString(16)}`, weights)]++
    counts.forEach((count, index) => expect(Math.abs(count / 10_000 - weights[index])).toBeLessThan(0.02))
  })

  it('answers -1 without an id or variations, and outside the coverage', () => {
    expect(assignVariant('x', '', [1])).toBe(-1)
    expect(assignVariant('x', 'id', [])).toBe(-1)
    const outside = Array.from({ length: 200 }, (_, i) => assignVariant('x', `id-${i}`, [0.5, 0.5], 0.1)).filter((v) => v === -1).length
    expect(outside).toBeGreaterThan(150)
  })
})

describe('agreement with GrowthBook’s SDK', () => {
  it('assigns every id to the variation the SDK would run for it', async () => {
    const { GrowthBook } = await import('@growthbook/growthbook')
    const weights = [0.25, 0.75]
    for (let i = 0; i < 500; i++) {
      const id = `anon-${i}-${(i * 104729).toString(36)}`
      const gb = new GrowthBook({ attributes: { id } })
      const result = gb.run({ key: 'home-hero-cta', variations: [0, 1], weights, hashVersion: 2 })
      expect(assignVariant('home-hero-cta', id, weights)).toBe(result.variationId)
      gb.destroy()
    }
  })
})

describe('block experiments', () => {
  it('encodes and decodes assignments, sorted, ignoring anything malformed', () => {
    expect(encodeAssignments({ 'pricing-cta': 1, 'home-hero': 0 })).toBe('home-hero.0~pricing-cta.1')
    expect(decodeAssignments('home-hero.0~pricing-cta.1')).toEqual({ 'home-hero': 0, 'pricing-cta': 1 })
    expect(decodeAssignments(encodeURIComponent('home-hero.0~pricing-cta.1'))).toEqual({ 'home-hero': 0, 'pricing-cta': 1 })
    expect(decodeAssignments('Bad Key.1~x.9~ok.2~.1~nodot')).toEqual({ ok: 2 })
  })

  it('shows blocks outside experiments, the visitor’s variant inside one, the control when not running, and every variant in preview', () => {
    const b = { key: 'pricing-cta', variant: 'B' as const }
    const a = { key: 'pricing-cta', variant: 'A' as const }
    expect(showsBlock(undefined, { 'pricing-cta': 1 })).toBe(true)
    expect(showsBlock({ key: '', variant: 'B' }, {})).toBe(true)
    expect(showsBlock(b, { 'pricing-cta': 1 })).toBe(true)
    expect(showsBlock(a, { 'pricing-cta': 1 })).toBe(false)
    expect(showsBlock(a, {})).toBe(true)
    expect(showsBlock(b, undefined)).toBe(false)
    expect(showsBlock(b, undefined, true)).toBe(true)
    expect(showsBlock({ key: 'x', variant: null }, { x: 0 })).toBe(true)
  })

  it('collects the keys of a layout, nested sections included', () => {
    const layout = [
      { blockType: 'hero', experiment: { key: 'home-hero', variant: 'A' } },
      { blockType: 'section', blocks: [{ blockType: 'ctaBanner', experiment: { key: 'pricing-cta', variant: 'B' } }, { blockType: 'faq' }] },
      { blockType: 'hero', experiment: { key: 'home-hero', variant: 'B' } },
      null,
    ]
    expect(experimentKeysOf(layout)).toEqual(['home-hero', 'pricing-cta'])
    expect(experimentKeysOf(undefined)).toEqual([])
  })

  it('assigns each running experiment a variation for an id, the same as assignVariant', () => {
    const experiments = [
      { key: 'home-hero', weights: [0.5, 0.5] },
      { key: 'pricing-cta', weights: [1, 1, 1] },
    ]
    const assignments = assignmentsFor(experiments, 'anon-7')
    expect(assignments).toEqual({
      'home-hero': assignVariant('home-hero', 'anon-7', [0.5, 0.5]),
      'pricing-cta': assignVariant('pricing-cta', 'anon-7', [1, 1, 1]),
    })
    expect(variantIndex('C')).toBe(2)
    expect(variantIndex(undefined)).toBe(0)
  })
})

describe('what a page shows for the variants it is rendered for', () => {
  const running = [
    { key: 'hero', weights: [1, 1] },
    { key: 'pricing-cta', weights: [1, 1, 1] },
  ]

  it('each running experiment’s variant, the control where none is named', () => {
    expect(pageVariants(running, { hero: 1, 'pricing-cta': 2 })).toEqual({ shown: { hero: 1, 'pricing-cta': 2 }, transient: false })
    expect(pageVariants(running, { hero: 0, 'pricing-cta': 1 })).toEqual({ shown: { hero: 0, 'pricing-cta': 1 }, transient: false })
    // The pre-rendered page (no variant named): every control, as it is.
    expect(pageVariants(running, undefined)).toEqual({ shown: { hero: 0, 'pricing-cta': 0 }, transient: false })
    expect(pageVariants(running, {})).toEqual({ shown: { hero: 0, 'pricing-cta': 0 }, transient: false })
    expect(pageVariants([], undefined)).toEqual({ shown: {}, transient: false })
  })

  it('marks a combination no visitor’s cookie holds as transient: an ended experiment, a variant it lacks, a key it lacks, the controls', () => {
    expect(pageVariants(running, { hero: 1 })).toEqual({ shown: { hero: 1, 'pricing-cta': 0 }, transient: true })
    expect(pageVariants(running, { hero: 3, 'pricing-cta': 1 })).toEqual({ shown: { hero: 0, 'pricing-cta': 1 }, transient: true })
    expect(pageVariants(running, { hero: 1, 'pricing-cta': 1, ended: 1 })).toEqual({ shown: { hero: 1, 'pricing-cta': 1 }, transient: true })
    expect(pageVariants(running, { hero: 0, 'pricing-cta': 0 }).transient).toBe(true)
    expect(pageVariants([], { ended: 1 })).toEqual({ shown: {}, transient: true })
  })
})

describe('a layout with an experiment decided', () => {
  const layout = [
    { blockType: 'hero', heading: 'Always' },
    { blockType: 'cta', heading: 'A', experiment: { key: 'cta-test', variant: 'A' as const } },
    { blockType: 'cta', heading: 'B', experiment: { key: 'cta-test', variant: 'B' as const } },
    { blockType: 'stats', experiment: { key: 'other-test', variant: 'B' as const } },
    {
      blockType: 'section',
      blocks: [
        { blockType: 'cta', heading: 'nested A', experiment: { key: 'cta-test', variant: null } },
        { blockType: 'cta', heading: 'nested B', experiment: { key: 'cta-test', variant: 'B' as const } },
      ],
    },
  ]

  it('keeps the winner’s blocks for everyone, removes the others, nested too, and leaves other tests alone', () => {
    expect(withWinner(layout, 'cta-test', 1)).toEqual([
      { blockType: 'hero', heading: 'Always' },
      { blockType: 'cta', heading: 'B', experiment: { key: null, variant: 'A' } },
      { blockType: 'stats', experiment: { key: 'other-test', variant: 'B' } },
      { blockType: 'section', blocks: [{ blockType: 'cta', heading: 'nested B', experiment: { key: null, variant: 'A' } }] },
    ])
    // A (a block without a letter is A) wins: the same shape the other way round.
    expect(withWinner(layout, 'cta-test', 0).map((block) => ('heading' in block ? block.heading : block.blockType))).toEqual([
      'Always',
      'A',
      'stats',
      'section',
    ])
    expect(experimentKeysOf(withWinner(layout, 'cta-test', 0))).toEqual(['other-test'])
    expect(withWinner(layout, 'no-such-test', 1)).toEqual(layout)
  })
})
