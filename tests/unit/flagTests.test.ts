import { GrowthBook, type FeatureApiResponse, type FeatureDefinition } from '@growthbook/growthbook'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { registry } from '@/blocks/registry'
import {
  chooseVariants,
  FLAG_NAMES,
  FLAG_SCOPES,
  flagKey,
  flagTestsFrom,
  flagOutcome,
  flagTestsOn,
  flagValueIn,
  flagVariants,
  MAX_OUTCOMES,
  MAX_VARIANT_COMBINATIONS,
  SIP_TRUNKING_PRODUCT_PATH,
  withinCombinations,
  type ChooserBrowser,
  type FlagTest,
} from '@/lib/experiments'

const quoted = (id: string) => encodeURIComponent(JSON.stringify(id))

/** The page variant the inline chooser gives a visitor for one flag test, read from the cookie it writes. */
function chooserVariant(test: FlagTest, id: string): number {
  const jar = new Map<string, string>([['ajs_anonymous_id', quoted(id)]])
  const b: ChooserBrowser = {
    readCookies: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    writeCookie: (cookie) => {
      const [pair, ...attributes] = cookie.split('; ')
      const at = pair.indexOf('=')
      if (attributes.includes('Max-Age=0')) jar.delete(pair.slice(0, at))
      else jar.set(pair.slice(0, at), pair.slice(at + 1))
    },
    lastReload: { get: () => null, set: () => {} },
    newId: () => 'unused',
    secure: false,
  }
  const choice = {
    path: '/',
    cookie: 'ostra_v0',
    experiments: [{ key: test.key, steps: test.steps, variants: flagVariants(test) }],
    rendered: `${test.key}.0`,
    anonymousIdCookie: 'ajs_anonymous_id',
    maxAge: { anonymousId: 1, variants: 1 },
  }
  // From its own source text, as the page runs it.
  const fromSource = new Function(`return (${chooseVariants.toString()})`)() as typeof chooseVariants
  fromSource(choice, b)
  const value = jar.get('ostra_v0')
  return value ? Number(value.slice(value.lastIndexOf('.') + 1)) : 0
}

/** What GrowthBook's SDK decides for the visitor: the flag's value and the experiment they are counted in, if any. */
function sdk(payload: FeatureApiResponse, key: string, id?: string) {
  let viewed: { experimentId: string; variationId: number } | undefined
  const client = new GrowthBook({
    attributes: id === undefined ? {} : { id },
    trackingCallback: (experiment, result) => {
      viewed = { experimentId: experiment.key, variationId: result.variationId }
    },
  })
  client.initSync({ payload })
  const on = client.isOn(key)
  client.destroy()
  return { on, viewed }
}

const feature = (rules: FeatureDefinition['rules'], defaultValue: unknown = false): FeatureApiResponse => ({
  features: { 'fresh-homepage': { defaultValue, rules } },
})

/** Rule lists of every supported kind, and their mixes. */
const CASES: Record<string, FeatureApiResponse> = {
  'an even experiment (hash v1)': feature([{ key: 'fresh-home-test', variations: [false, true] }]),
  'a weighted, half-covered experiment (hash v2, own seed)': feature([
    { key: 'fresh-home-test', variations: [false, true], weights: [0.3, 0.7], coverage: 0.5, hashVersion: 2, seed: 'abc' },
  ]),
  'three variations, explicit ranges': feature(
    [
      {
        key: 'three',
        variations: [true, false, true],
        ranges: [
          [0, 0.2],
          [0.2, 0.5],
          [0.6, 1],
        ],
      },
    ],
    true,
  ),
  'a 30 % rollout': feature([{ force: true, coverage: 0.3 }]),
  'a rollout by range (v2)': feature([{ force: true, range: [0.25, 0.75], hashVersion: 2 }]),
  'a targeting rule on ids, then an experiment': feature([
    { condition: { id: { $in: ['vip-1', 'vip-2'] } }, force: true },
    { key: 'fresh-home-test', variations: [false, true], coverage: 0.8 },
  ]),
  'a single id, then everyone else forced on': feature([{ condition: { id: 'vip-1' }, force: false }, { force: true }]),
  'a rollout, then an experiment on the rest': feature([
    { force: true, coverage: 0.2, seed: 's' },
    { key: 'rest', variations: [false, true], hashVersion: 2 },
  ]),
}

const ids = fc.oneof(
  fc.uuid(),
  fc.constantFrom('vip-1', 'vip-2', 'visitor-3'),
  fc.string({ minLength: 1, maxLength: 30 }).filter((id) => id.trim() === id && !/[";\\%]/.test(id)),
)

describe('feature flags tested per visitor', () => {
  it.each(Object.entries(CASES))('%s: the chooser gives every visitor GrowthBook’s own value and experiment', (_, payload) => {
    const [test] = flagTestsFrom(payload)
    expect(test?.key).toBe('fresh-homepage')
    // Outcome 0 is what the server renders for everyone without an id.
    expect(test.outcomes[0].on).toBe(sdk(payload, 'fresh-homepage').on)
    fc.assert(
      fc.property(ids, (id) => {
        const expected = sdk(payload, 'fresh-homepage', id)
        // The browser's report: the outcome's experiment and variation, as the SDK tracks them.
        const outcome = test.outcomes[flagOutcome(test.steps, id)]
        expect(outcome.on).toBe(expected.on)
        expect(outcome.experimentId && { experimentId: outcome.experimentId, variationId: outcome.variationId }).toEqual(expected.viewed)
        // The page the chooser picks shows the SDK's value.
        expect(flagValueIn(test, chooserVariant(test, id))).toBe(expected.on)
      }),
      { numRuns: 300 },
    )
  })

  it('leaves alone flags that are the same for everyone, or that need more than the id to decide', () => {
    const none = (rules: FeatureDefinition['rules']) => flagTestsFrom(feature(rules))
    expect(none([])).toEqual([])
    expect(none([{ force: true }])).toEqual([])
    expect(none([{ condition: { country: 'US' }, force: true }])).toEqual([])
    expect(none([{ condition: { id: { $regex: '^a' } }, force: true }])).toEqual([])
    expect(none([{ key: 'x', variations: [false, true], hashAttribute: 'company' }])).toEqual([])
    expect(none([{ key: 'x', variations: [false, true], namespace: ['ns', 0, 0.5] }])).toEqual([])
    expect(none([{ key: 'x', variations: [false, true], filters: [{ seed: 's', ranges: [[0, 0.5]], hashVersion: 2 }] }])).toEqual([])
    // More outcomes than a page carries.
    expect(none([{ key: 'x', variations: Array.from({ length: MAX_OUTCOMES }, (_, i) => i % 2 === 0) }])).toEqual([])
    // An unknown flag is no test; an encrypted payload tells nothing.
    expect(flagTestsFrom({ features: { 'not-a-flag': { defaultValue: false, rules: [{ force: true, coverage: 0.5 }] } } })).toEqual([])
    expect(flagTestsFrom({ features: {}, encryptedFeatures: 'x' })).toEqual([])
    expect(flagTestsFrom(undefined)).toEqual([])
  })
})

it('gives a flag test two page variants however many outcomes it has: its value for no rule, and the other', () => {
  const [test] = flagTestsFrom(
    feature([
      { force: true, coverage: 0.1 },
      { key: 'x', variations: [false, true, true] },
    ]),
  )
  expect(test.outcomes.map((outcome) => outcome.on)).toEqual([false, true, false, true, true])
  expect(flagVariants(test)).toEqual([0, 1, 0, 1, 1])
})

describe('which pages run a flag test', () => {
  const payload: FeatureApiResponse = {
    features: Object.fromEntries(FLAG_NAMES.map((name) => [flagKey(name), { defaultValue: false, rules: [{ force: true, coverage: 0.5 }] }])),
  }
  const tests = flagTestsFrom(payload)
  const on = (path: string, blockTypes: string[], experimentKeys: string[] = []) =>
    flagTestsOn(tests, { path, blockTypes: new Set(blockTypes), experimentKeys })
      .map((test) => test.flag)
      .sort()

  it('names real blocks and runs each flag where it shows: its blocks, its paths, its keyed blocks, the header everywhere', () => {
    for (const scope of Object.values(FLAG_SCOPES)) if ('blocks' in scope) for (const block of scope.blocks) expect(Object.keys(registry)).toContain(block)
    expect(tests.map((test) => test.flag).sort()).toEqual([...FLAG_NAMES].sort())
    expect(on('/about-us', ['hero', 'richText'])).toEqual(['newHeaderNavigation'])
    expect(on('/pricing/messaging', ['hero', 'calculator'])).toEqual(['calculatorCompetitive', 'newHeaderNavigation'])
    expect(on('/', ['hero'], ['fresh-homepage'])).toEqual(['freshHomepage', 'homeHeroFlow', 'homepageScrollSnap', 'newHeaderNavigation'])
    expect(on(SIP_TRUNKING_PRODUCT_PATH, ['hero'])).toEqual(['newHeaderNavigation', 'sipTrunkingPricingLabel'])
  })

  it('keeps a page within 8 variant combinations, taking tests in key order', () => {
    const kept = withinCombinations(
      [
        { key: 'd', n: 2 },
        { key: 'a', n: 2 },
        { key: 'c', n: 3 },
        { key: 'b', n: 2 },
        { key: 'e', n: 1 },
      ],
      (test) => test.n,
    )
    expect(kept.map((test) => test.key)).toEqual(['a', 'b', 'd', 'e'])
    expect(kept.reduce((product, test) => product * test.n, 1)).toBeLessThanOrEqual(MAX_VARIANT_COMBINATIONS)
  })
})
