// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { SipTrunkingPriceLabel } from '@/blocks/Hero/SipTrunkingPriceLabel'
import { priceListEntry } from '@/lib/pricing'

const getPriceEntries = vi.hoisted(() => vi.fn())
vi.mock('@/siteData', () => ({ getPriceEntries }))

afterEach(cleanup)

const voice = (id: number, unit: string, price: number) => priceListEntry({ id, product: 'voice', country: 'US', item: `Item ${id}`, unit, price })

describe('<SipTrunkingPriceLabel>', () => {
  it('names voice’s lowest per-minute price in the price list and links to the pricing page', async () => {
    getPriceEntries.mockResolvedValueOnce([
      voice(1, 'per minute', 0.005),
      voice(2, 'per minute', 0.0035),
      voice(3, 'per call', 0.75),
      voice(4, 'per minute', 0),
      priceListEntry({ id: 5, product: 'voice-api', item: 'Leg', unit: 'per minute', price: 0.002 }),
    ])
    render(await SipTrunkingPriceLabel())
    const link = screen.getByRole('link', { name: 'From $0.0035 per minute · SIP trunking pricing' })
    expect(link.getAttribute('href')).toBe('/pricing/elastic-sip')
  })

  it('shows nothing when voice has no per-minute price', async () => {
    getPriceEntries.mockResolvedValueOnce([voice(3, 'per call', 0.75)])
    expect(await SipTrunkingPriceLabel()).toBeNull()
  })
})
