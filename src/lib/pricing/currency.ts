/**
 * Prices in the visitor's currency (spec §3: a locale's currency where a rate
 * exists). Rates are units of a currency per 1 USD, managed in the admin
 * (site settings); a price whose rate is missing stays as written.
 */
export const CURRENCIES = ['USD', 'AUD', 'GBP', 'EUR'] as const
export type Currency = (typeof CURRENCIES)[number]
export const BASE_CURRENCY: Currency = 'USD'

export type ExchangeRates = Partial<Record<Currency, number>>

/** Seeded rates (per 1 USD); marketers keep them current in Site settings. */
export const DEFAULT_EXCHANGE_RATES: readonly { currency: Exclude<Currency, 'USD'>; perUsd: number }[] = [
  { currency: 'AUD', perUsd: 1.53 },
  { currency: 'GBP', perUsd: 0.79 },
  { currency: 'EUR', perUsd: 0.92 },
]

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)
}

/** The rates table from the admin's rows; unusable rows are left out. */
export function ratesFrom(rows: readonly { currency?: string | null; perUsd?: number | null }[] | null | undefined): ExchangeRates {
  const rates: ExchangeRates = { [BASE_CURRENCY]: 1 }
  for (const row of rows ?? []) {
    if (isCurrency(row.currency) && typeof row.perUsd === 'number' && Number.isFinite(row.perUsd) && row.perUsd > 0) rates[row.currency] = row.perUsd
  }
  return rates
}

/** An amount in another currency, through USD; undefined when either rate is missing. */
export function convertAmount(amount: number, from: Currency, to: Currency, rates: ExchangeRates): number | undefined {
  if (from === to) return amount
  const fromRate = from === BASE_CURRENCY ? 1 : rates[from]
  const toRate = to === BASE_CURRENCY ? 1 : rates[to]
  if (!fromRate || !toRate) return undefined
  return (amount / fromRate) * toRate
}

/**
 * A written price ("$0.0040", "From 25.00 / month") in the visitor's currency,
 * keeping the words around the number and at least as many decimals as written.
 */
export function localizePrice(text: string, from: Currency, to: Currency, localeCode: string, rates: ExchangeRates): string {
  if (from === to) return text
  const match = /[$€£]?\s?(\d[\d,]*(?:\.(\d+))?)/.exec(text)
  if (!match) return text
  const amount = Number(match[1].replace(/,/g, ''))
  const converted = convertAmount(amount, from, to, rates)
  if (converted === undefined) return text
  const decimals = Math.max(2, match[2]?.length ?? 0)
  const formatted = moneyFormat(localeCode, to, decimals).format(converted)
  return `${text.slice(0, match.index)}${formatted}${text.slice(match.index + match[0].length)}`
}

/**
 * Formatters already made. Making an Intl.NumberFormat costs about as much as a hundred uses of it;
 * a calculator formats a dozen prices on every render, so a fresh formatter each time was most of
 * its hydration (18 ms on a mid-range phone). Locales × currencies × decimals is a short list; the
 * cap only guards against a caller passing arbitrary locales.
 */
const formats = new Map<string, Intl.NumberFormat>()
const MAX_FORMATS = 64

function moneyFormat(localeCode: string, currency: Currency, decimals: number): Intl.NumberFormat {
  const key = `${localeCode} ${currency} ${decimals}`
  let format = formats.get(key)
  if (!format) {
    if (formats.size >= MAX_FORMATS) formats.clear()
    format = new Intl.NumberFormat(localeCode, { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    formats.set(key, format)
  }
  return format
}

/** An amount as the visitor's locale writes it, e.g. formatMoney(0.0312, 'GBP', 'en-GB', 4) → "£0.0312". */
export function formatMoney(amount: number, currency: Currency, localeCode: string, decimals = 2): string {
  return moneyFormat(localeCode, currency, decimals).format(amount)
}
