// @vitest-environment jsdom
import { useFeatureIsOn } from '@growthbook/growthbook-react'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { CompetitorComparison } from '@/blocks/Calculator/CompetitorComparison.client'
import { Hero } from '@/blocks/Hero/Component'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { BlockOf } from '@/blocks/types'
import { FlagsProvider } from '@/components/flags/FlagsProvider.client'
import { StaticFlags } from '@/components/flags/StaticFlags.client'
import { useFlag } from '@/components/flags/useFlag'
import { PRODUCTION_FLAGS, type Flags } from '@/lib/experiments/flags'
import { clientPayload, staticFlagValues } from '@/lib/experiments/growthbook'
import { inlineRichText } from '@/lib/richText'
import { trackingStore } from '@/lib/tracking/store'

// The label reads the SIP trunking pricing page from the database; here it stands in as a marker.
vi.mock('@/blocks/Hero/SipTrunkingPriceLabel', () => ({ SipTrunkingPriceLabel: () => <p data-testid="sip-trunking-price-label">From $0.0035 per minute</p> }))

afterEach(cleanup)

const flags = (overrides: Partial<Flags>): Flags => ({ ...PRODUCTION_FLAGS, ...overrides })

const hero: BlockOf<'hero'> = {
  blockType: 'hero',
  heading: 'The communications platform',
  text: inlineRichText('Voice, messaging and more.'),
  buttons: [
    { label: 'Sign up free', href: '/sign-up', kind: 'primary' },
    { label: 'Contact sales', href: '/contact-us', kind: 'secondary' },
  ],
}

describe('homeHeroFlow: the home hero starts sign-up from an e-mail field', () => {
  it('on: an e-mail form to the sign-up page takes the sign-up button’s place; other buttons stay', () => {
    render(<Hero block={hero} context={{ path: '/', pageNumber: 1, flags: flags({ homeHeroFlow: true }) }} />)
    const form = screen.getByRole('form', { name: 'Start signing up' })
    expect(form.getAttribute('action')).toBe('/sign-up')
    expect(form.getAttribute('method')).toBe('get')
    const email = within(form).getByLabelText('Work e-mail') as HTMLInputElement
    expect([email.name, email.type, email.required]).toEqual(['email', 'email', true])
    expect(within(form).getByRole('button', { name: 'Sign up free' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Sign up free' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Contact sales' })).toBeTruthy()
  })

  it('off: the hero’s own buttons, no form', () => {
    render(<Hero block={hero} context={{ path: '/', pageNumber: 1, flags: flags({ homeHeroFlow: false }) }} />)
    expect(screen.queryByRole('form')).toBeNull()
    expect(screen.getByRole('link', { name: 'Sign up free' }).getAttribute('href')).toBe('/sign-up')
  })

  it('only on the home page', () => {
    render(<Hero block={hero} context={{ path: '/products/voice-api', pageNumber: 1, flags: flags({ homeHeroFlow: true }) }} />)
    expect(screen.queryByRole('form')).toBeNull()
    expect(screen.getByRole('link', { name: 'Sign up free' })).toBeTruthy()
  })
})

describe('sipTrunkingPricingLabel: the SIP trunking product hero names its pricing', () => {
  it('shows the label on the SIP trunking product page while on, never elsewhere or while off', () => {
    const { rerender } = render(
      <Hero block={hero} context={{ path: '/products/sip-trunks', pageNumber: 1, flags: flags({ sipTrunkingPricingLabel: true }) }} />,
    )
    expect(screen.getByTestId('sip-trunking-price-label')).toBeTruthy()
    rerender(<Hero block={hero} context={{ path: '/products/sip-trunks', pageNumber: 1, flags: flags({ sipTrunkingPricingLabel: false }) }} />)
    expect(screen.queryByTestId('sip-trunking-price-label')).toBeNull()
    rerender(<Hero block={hero} context={{ path: '/products/voice-api', pageNumber: 1, flags: flags({ sipTrunkingPricingLabel: true }) }} />)
    expect(screen.queryByTestId('sip-trunking-price-label')).toBeNull()
  })
})

describe('freshHomepage and every flag: blocks keyed by a flag show its state', () => {
  const blocks: BlockOf<'stats'>[] = [
    { blockType: 'stats', items: [{ value: 'classic', label: 'A' }], experiment: { key: 'fresh-homepage', variant: 'A' } },
    { blockType: 'stats', items: [{ value: 'fresh', label: 'B' }], experiment: { key: 'fresh-homepage', variant: 'B' } },
    { blockType: 'stats', items: [{ value: 'always', label: 'no key' }] },
  ]

  it('on: variant B; off: variant A; blocks without a key in both', () => {
    const { rerender } = render(<RenderBlocks context={{ path: '/', pageNumber: 1, flags: flags({ freshHomepage: true }) }} blocks={blocks} />)
    expect(screen.getByText('fresh')).toBeTruthy()
    expect(screen.queryByText('classic')).toBeNull()
    expect(screen.getByText('always')).toBeTruthy()
    rerender(<RenderBlocks context={{ path: '/', pageNumber: 1, flags: flags({ freshHomepage: false }) }} blocks={blocks} />)
    expect(screen.getByText('classic')).toBeTruthy()
    expect(screen.queryByText('fresh')).toBeNull()
    expect(screen.getByText('always')).toBeTruthy()
  })

  it('a running experiment cannot take a flag’s key over', () => {
    render(
      <RenderBlocks context={{ path: '/', pageNumber: 1, flags: flags({ freshHomepage: false }), experiments: { 'fresh-homepage': 1 } }} blocks={blocks} />,
    )
    expect(screen.getByText('classic')).toBeTruthy()
    expect(screen.queryByText('fresh')).toBeNull()
  })

  it('previews both states, labelled as the flag’s', () => {
    const { container } = render(<RenderBlocks context={{ path: '/', pageNumber: 1, previewing: true }} blocks={blocks} />)
    const labels = [...container.querySelectorAll('.experiment-preview')].map((el) => el.getAttribute('data-experiment'))
    expect(labels).toEqual(['Feature flag fresh-homepage · off', 'Feature flag fresh-homepage · on'])
  })
})

const usd = { currency: 'USD' as const, rates: { USD: 1 }, localeCode: 'en-US' }
const competitors = [
  { name: 'Carrier list price', unitPrice: 0.0079 },
  { name: 'Budget reseller', unitPrice: 0.002 },
]
const payloadWith = (overrides: Partial<Flags>) => clientPayload(flags(overrides), undefined)

describe('calculatorCompetitive: the calculator compares its estimate with competitors (read through GrowthBook’s SDK)', () => {
  it('on: this estimate beside each competitor’s cost for the same usage, with the saving or the extra', () => {
    render(
      <FlagsProvider payload={payloadWith({ calculatorCompetitive: true })} devMode={false}>
        <CompetitorComparison ourMonthly={40} monthlyUnits={10_000} competitors={competitors} money={usd} />
      </FlagsProvider>,
    )
    const table = screen.getByRole('table', { name: 'How this compares' })
    expect(within(table).getByRole('row', { name: /This estimate/ }).textContent).toContain('$40.00')
    // 10 000 × $0.0079 = $79.00; $79 − $40 = $39 saved, 49 % of theirs.
    expect(within(table).getByRole('row', { name: /Carrier list price/ }).textContent).toContain('$79.00')
    expect(within(table).getByRole('row', { name: /Carrier list price/ }).textContent).toContain('You save $39.00 (49%)')
    // 10 000 × $0.002 = $20.00: they are $20 cheaper, and the table says so.
    expect(within(table).getByRole('row', { name: /Budget reseller/ }).textContent).toContain('$20.00 more')
  })

  it('off (production): nothing', () => {
    const { container } = render(
      <FlagsProvider payload={payloadWith({ calculatorCompetitive: false })} devMode={false}>
        <CompetitorComparison ourMonthly={40} monthlyUnits={10_000} competitors={competitors} money={usd} />
      </FlagsProvider>,
    )
    expect(container.querySelector('table')).toBeNull()
  })
})

function FlagProbe() {
  return <p>{useFlag('calculatorCompetitive') ? 'flag on' : 'flag off'}</p>
}

describe('<FlagsProvider>: GrowthBook with the visitor’s anonymous id', () => {
  it('evaluates GrowthBook’s targeting once the anonymous id is known', () => {
    trackingStore.set({ anonymousId: undefined })
    document.cookie = 'ajs_anonymous_id=; Max-Age=0; Path=/'
    // The flag service targets one visitor: on for that id, off for everyone else.
    const payload = clientPayload(PRODUCTION_FLAGS, {
      features: { 'calculator-competitive': { defaultValue: false, rules: [{ condition: { id: 'visitor-42' }, force: true }] } },
    })
    render(
      <FlagsProvider payload={payload} devMode={false}>
        <FlagProbe />
      </FlagsProvider>,
    )
    expect(screen.getByText('flag off')).toBeTruthy()
    act(() => trackingStore.set({ anonymousId: 'visitor-42' }))
    expect(screen.getByText('flag on')).toBeTruthy()
  })

  it('is GrowthBook’s React provider: its own hooks read the same client as the islands', () => {
    trackingStore.set({ anonymousId: 'visitor-42' })
    const payload = clientPayload(PRODUCTION_FLAGS, {
      features: { 'calculator-competitive': { defaultValue: false, rules: [{ condition: { id: 'visitor-42' }, force: true }] } },
    })
    function SdkProbe() {
      return <p>{useFeatureIsOn('calculator-competitive') ? 'sdk on' : 'sdk off'}</p>
    }
    render(
      <FlagsProvider payload={payload} devMode={false}>
        <SdkProbe />
        <FlagProbe />
      </FlagsProvider>,
    )
    expect(screen.getByText('sdk on')).toBeTruthy()
    expect(screen.getByText('flag on')).toBeTruthy()
  })

  it('keeps the built-in value of a flag the service does not define, and the service’s value of one it does', () => {
    const payload = clientPayload(flags({ calculatorCompetitive: true }), { features: { 'fresh-homepage': { defaultValue: false } } })
    expect(payload.features?.['calculator-competitive']).toEqual({ defaultValue: true })
    expect(payload.features?.['fresh-homepage']).toEqual({ defaultValue: false })
  })
})

describe('<StaticFlags>: a flag the same for every visitor, with no SDK in the browser', () => {
  it('shows the comparison while the server says on, nothing while it says off', () => {
    const { rerender, container } = render(
      <StaticFlags values={{ calculatorCompetitive: true }}>
        <CompetitorComparison ourMonthly={40} monthlyUnits={10_000} competitors={competitors} money={usd} />
      </StaticFlags>,
    )
    expect(screen.getByRole('table', { name: 'How this compares' })).toBeTruthy()
    rerender(
      <StaticFlags values={{ calculatorCompetitive: false }}>
        <CompetitorComparison ourMonthly={40} monthlyUnits={10_000} competitors={competitors} money={usd} />
      </StaticFlags>,
    )
    expect(container.querySelector('table')).toBeNull()
  })

  it('an island reading a flag outside ClientFlags fails loudly instead of reading off', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<FlagProbe />)).toThrow(/outside <ClientFlags>/)
    vi.restoreAllMocks()
  })
})

describe('staticFlagValues: when the browser can skip GrowthBook’s SDK', () => {
  it('flags without rules: their values, evaluated as GrowthBook would', () => {
    const payload = clientPayload(flags({ calculatorCompetitive: true, voiceAiTabs: false }), { features: { 'fresh-homepage': { defaultValue: 1 } } })
    expect(staticFlagValues(payload, ['calculatorCompetitive', 'voiceAiTabs', 'freshHomepage'])).toEqual({
      calculatorCompetitive: true,
      voiceAiTabs: false,
      freshHomepage: true,
    })
  })

  it('a read flag with targeting or an experiment rule needs the SDK; a rule on a flag not read does not', () => {
    const targeted = clientPayload(PRODUCTION_FLAGS, {
      features: { 'calculator-competitive': { defaultValue: false, rules: [{ condition: { id: 'visitor-42' }, force: true }] } },
    })
    expect(staticFlagValues(targeted, ['calculatorCompetitive'])).toBeUndefined()
    expect(staticFlagValues(targeted, ['voiceAiTabs'])).toEqual({ voiceAiTabs: true })
  })

  it('encrypted features or visual experiments: the SDK decides', () => {
    expect(staticFlagValues({ ...clientPayload(PRODUCTION_FLAGS, undefined), encryptedFeatures: 'x' }, ['voiceAiTabs'])).toBeUndefined()
    expect(
      staticFlagValues({ ...clientPayload(PRODUCTION_FLAGS, undefined), experiments: [{ key: 'e', variations: [{}, {}], changeId: 'c' }] }, ['voiceAiTabs']),
    ).toBeUndefined()
  })
})
