// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { SipTrunkingPriceLabel } from '@/blocks/Hero/SipTrunkingPriceLabel'

const getDocumentByPath = vi.hoisted(() => vi.fn())
vi.mock('@/siteData', () => ({ getDocumentByPath }))

afterEach(cleanup)

const pricingPage = (rows: { item: string; unit: string; price: string }[]) => ({
  collection: 'pages',
  doc: { layout: [{ blockType: 'section', blocks: [{ blockType: 'pricingTable', currency: 'USD', rows }] }] },
})

describe('<SipTrunkingPriceLabel>', () => {
  it('names the pricing page’s lowest per-minute price and links to it', async () => {
    getDocumentByPath.mockResolvedValueOnce(
      pricingPage([
        { item: 'Outbound', unit: 'per minute', price: '$0.0050' },
        { item: 'Inbound', unit: 'per minute', price: '$0.0035' },
        { item: 'E911', unit: 'per call', price: '$0.75' },
      ]),
    )
    render(await SipTrunkingPriceLabel())
    expect(getDocumentByPath).toHaveBeenCalledWith('/pricing/elastic-sip', ['pages'])
    const link = screen.getByRole('link', { name: 'From $0.0035 per minute · SIP trunking pricing' })
    expect(link.getAttribute('href')).toBe('/pricing/elastic-sip')
  })

  it('shows nothing when the pricing page is gone or has no per-minute price', async () => {
    getDocumentByPath.mockResolvedValueOnce(null)
    expect(await SipTrunkingPriceLabel()).toBeNull()
    getDocumentByPath.mockResolvedValueOnce(pricingPage([{ item: 'E911', unit: 'per call', price: '$0.75' }]))
    expect(await SipTrunkingPriceLabel()).toBeNull()
  })
})
