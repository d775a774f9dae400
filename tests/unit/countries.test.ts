import { describe, expect, it } from 'vitest'

import { countriesOf, findCountry, MESSAGING_COUNTRIES, PRICING_COUNTRIES, SATELLITE_COUNTRY, SUPPORTED_COUNTRIES } from '@/lib/coverage/countries'

describe('country records', () => {
  it('builds the spec’s record from maintained data', () => {
    expect(findCountry('gb')).toEqual({
      name: 'United Kingdom',
      alpha2: 'GB',
      alpha3: 'GBR',
      googleName: 'United Kingdom',
      numericCode: '826',
      regionNumber: '150',
      dialCode: '+44',
    })
    expect(findCountry('US')).toMatchObject({ alpha3: 'USA', numericCode: '840', regionNumber: '019', dialCode: '+1' })
    expect(findCountry('PR')?.dialCode).toBe('+1')
  })

  it('has the satellite pseudo-country without a dial code, and an empty dial code where there is none', () => {
    expect(findCountry('XX')).toBe(SATELLITE_COUNTRY)
    expect(SATELLITE_COUNTRY.dialCode).toBe('')
    expect(findCountry('AQ')?.dialCode).toBe('')
  })

  it('answers undefined for unknown codes', () => {
    for (const code of ['ZZ', '', 'USA', undefined, null]) expect(findCountry(code)).toBeUndefined()
  })

  it('knows every supported and pricing code, about 110 supported', () => {
    expect(countriesOf(SUPPORTED_COUNTRIES)).toHaveLength(SUPPORTED_COUNTRIES.length)
    expect(new Set(SUPPORTED_COUNTRIES).size).toBe(SUPPORTED_COUNTRIES.length)
    expect(SUPPORTED_COUNTRIES.length).toBeGreaterThanOrEqual(100)
    expect(SUPPORTED_COUNTRIES.length).toBeLessThanOrEqual(120)
    for (const code of PRICING_COUNTRIES) expect(SUPPORTED_COUNTRIES).toContain(code)
    // Messages are sold in every supported country but the satellite pseudo-country.
    expect(MESSAGING_COUNTRIES).toEqual(SUPPORTED_COUNTRIES.filter((code) => code !== 'XX'))
    for (const code of PRICING_COUNTRIES) expect(MESSAGING_COUNTRIES).toContain(code)
    const sorted = countriesOf(['US', 'AU', 'GB'], { sortByName: true }).map((c) => c.alpha2)
    expect(sorted).toEqual(['AU', 'GB', 'US'])
  })
})
