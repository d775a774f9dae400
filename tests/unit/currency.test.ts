import { describe, expect, it } from 'vitest'

import { convertAmount, formatMoney, localizePrice, ratesFrom, type Currency } from '@/lib/pricing/currency'

const rates = ratesFrom([
  { currency: 'GBP', perUsd: 0.8 },
  { currency: 'EUR', perUsd: 0.9 },
  { currency: 'AUD', perUsd: -1 },
  { currency: 'XYZ', perUsd: 2 },
])

describe('exchange rates', () => {
  it('keeps usable rows only, with USD as 1', () => {
    expect(rates).toEqual({ USD: 1, GBP: 0.8, EUR: 0.9 })
  })

  it('converts through USD, and refuses a missing rate', () => {
    expect(convertAmount(10, 'USD', 'GBP', rates)).toBeCloseTo(8)
    expect(convertAmount(8, 'GBP', 'EUR', rates)).toBeCloseTo(9)
    expect(convertAmount(5, 'USD', 'USD', {})).toBe(5)
    expect(convertAmount(10, 'USD', 'AUD', rates)).toBeUndefined()
  })
})

describe('localizePrice', () => {
  it('writes the converted amount in the locale’s format, keeping decimals and words', () => {
    expect(localizePrice('$0.0040', 'USD', 'GBP', 'en-GB', rates)).toBe('£0.0032')
    // nl-NL puts a no-break space between the sign and the amount.
    expect(localizePrice('From $1,000 / month', 'USD', 'EUR', 'nl-NL', rates)).toBe('From €\u00a0900,00 / month')
  })

  it('leaves the text alone without a number, a rate, or a change of currency', () => {
    expect(localizePrice('Contact us', 'USD', 'GBP', 'en-GB', rates)).toBe('Contact us')
    expect(localizePrice('$25', 'USD', 'AUD', 'en-AU', rates)).toBe('$25')
    expect(localizePrice('$25', 'USD', 'USD', 'en-US', rates)).toBe('$25')
  })
})

describe('formatMoney with formatters reused', () => {
  it('keeps locale, currency and decimals apart, and stays right past the cache’s cap', () => {
    const cases: [number, Currency, string, number, string][] = [
      [0.0312, 'GBP', 'en-GB', 4, '£0.0312'],
      [0.0312, 'GBP', 'en-GB', 2, '£0.03'],
      [1234.5, 'EUR', 'de-DE', 2, '1.234,50\u00a0€'],
      [1234.5, 'EUR', 'en-IE', 2, '€1,234.50'],
      [1234.5, 'USD', 'en-US', 0, '$1,235'],
    ]
    for (let round = 0; round < 2; round++)
      for (const [amount, currency, locale, decimals, text] of cases) expect(formatMoney(amount, currency, locale, decimals)).toBe(text)
    for (let decimals = 0; decimals <= 20; decimals++) for (const locale of ['en-US', 'en-GB', 'fr-FR', 'ja-JP']) formatMoney(1, 'USD', locale, decimals)
    for (const [amount, currency, locale, decimals, text] of cases) expect(formatMoney(amount, currency, locale, decimals)).toBe(text)
  })
})
