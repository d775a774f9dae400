/** Countries whose prices the calculators and pricing tables show (spec §3). */
export const PRICING_COUNTRIES = [
  'AU', 'BE', 'BR', 'CA', 'CZ', 'DK', 'FI', 'NL', 'PL', 'PR', 'RO', 'SE', 'TH', 'GB', 'US', 'VI',
] as const
export type PricingCountry = (typeof PRICING_COUNTRIES)[number]
export const DEFAULT_COUNTRY: PricingCountry = 'US'
