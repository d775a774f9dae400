import { describe, expect, it, vi } from 'vitest'

vi.mock('@payload-config', () => ({ default: {} }))

const { searchCountries } = await import('@/lib/numbers/numberSearch')
const { formatPhoneNumber } = await import('@/lib/forms/phone')

describe('the number search’s countries', () => {
  it('are the inventory’s countries without a provider, by name, never the satellite pseudo-country', () => {
    expect(searchCountries({ provider: false, inventory: ['US', 'GB', 'AU', 'XX', 'GB'] }).map((c) => c.name)).toEqual([
      'Australia',
      'United Kingdom',
      'United States',
    ])
  })
  it('are every supported country with a provider, still without the pseudo-country', () => {
    const codes = searchCountries({ provider: true, inventory: [] }).map((c) => c.alpha2)
    expect(codes).toEqual(expect.arrayContaining(['DE', 'JP', 'US']))
    expect(codes).not.toContain('XX')
  })
})

describe('formatPhoneNumber', () => {
  it('writes a number the way its country does', () => {
    expect(formatPhoneNumber('+441614960078')).toBe('+44 161 496 0078')
    expect(formatPhoneNumber('+61291234567')).toBe('+61 2 9123 4567')
    expect(formatPhoneNumber('+14155550123')).toBe('+1 415 555 0123')
    expect(formatPhoneNumber('not a number')).toBe('not a number')
  })
})
