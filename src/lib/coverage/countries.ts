/**
 * The one country module (spec §3, country record). Records are built from
 * maintained data: names and ISO codes from `world-countries`, dial codes from
 * `libphonenumber-js`. Server-side only (the data is large): client islands
 * receive the records they need as props.
 */
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js'
import worldCountries from 'world-countries'

export type CountryRecord = {
  name: string
  alpha2: string
  alpha3: string
  /** The name Google (Maps, Places) uses: the common English name. */
  googleName: string
  /** ISO 3166-1 numeric code. */
  numericCode: string
  /** UN M49 code of the continent-level region. */
  regionNumber: string
  /** E.164 country calling code with "+", or empty when there is none. */
  dialCode: string
}

/** The satellite-coverage pseudo-country: no ISO country, no dial code. */
export const SATELLITE_COUNTRY: CountryRecord = {
  name: 'Satellite coverage',
  alpha2: 'XX',
  alpha3: 'XXX',
  googleName: 'Satellite coverage',
  numericCode: '',
  regionNumber: '',
  dialCode: '',
}

/** Countries whose prices the calculators and pricing tables show (spec §3). */
export const PRICING_COUNTRIES = ['AU', 'BE', 'BR', 'CA', 'CZ', 'DK', 'FI', 'NL', 'PL', 'PR', 'RO', 'SE', 'TH', 'GB', 'US', 'VI'] as const
export type PricingCountry = (typeof PRICING_COUNTRIES)[number]
export const DEFAULT_COUNTRY: PricingCountry = 'US'

/** Where the provider offers numbers and service (about 110 countries, spec §3), plus satellite. */
export const SUPPORTED_COUNTRIES = [
  'AR',
  'AT',
  'AU',
  'BA',
  'BB',
  'BE',
  'BG',
  'BH',
  'BO',
  'BR',
  'BS',
  'BW',
  'CA',
  'CH',
  'CL',
  'CN',
  'CO',
  'CR',
  'CY',
  'CZ',
  'DE',
  'DK',
  'DO',
  'DZ',
  'EC',
  'EE',
  'EG',
  'ES',
  'FI',
  'FR',
  'GB',
  'GE',
  'GH',
  'GR',
  'GT',
  'HK',
  'HN',
  'HR',
  'HU',
  'ID',
  'IE',
  'IL',
  'IN',
  'IS',
  'IT',
  'JM',
  'JO',
  'JP',
  'KE',
  'KR',
  'KW',
  'KZ',
  'LK',
  'LT',
  'LU',
  'LV',
  'MA',
  'MD',
  'ME',
  'MK',
  'MT',
  'MU',
  'MX',
  'MY',
  'NG',
  'NI',
  'NL',
  'NO',
  'NZ',
  'OM',
  'PA',
  'PE',
  'PH',
  'PK',
  'PL',
  'PR',
  'PT',
  'PY',
  'QA',
  'RO',
  'RS',
  'SA',
  'SE',
  'SG',
  'SI',
  'SK',
  'SV',
  'TH',
  'TN',
  'TR',
  'TT',
  'TW',
  'TZ',
  'UA',
  'UG',
  'US',
  'UY',
  'VE',
  'VI',
  'VN',
  'ZA',
  'AE',
  'AL',
  'AM',
  'AZ',
  'BD',
  'BY',
  'KH',
  'LB',
  'ZM',
  'XX',
] as const
export type SupportedCountry = (typeof SUPPORTED_COUNTRIES)[number]

/** Where messages are sold (the rate card, the messaging calculator): every supported country, satellite aside. */
export type MessagingCountry = Exclude<SupportedCountry, 'XX'>
export const MESSAGING_COUNTRIES = SUPPORTED_COUNTRIES.filter((code): code is MessagingCountry => code !== 'XX') as [MessagingCountry, ...MessagingCountry[]]

/** UN M49 continent-level regions, by world-countries' region names. */
const M49_REGIONS: Record<string, string> = { Africa: '002', Americas: '019', Asia: '142', Europe: '150', Oceania: '009', Antarctic: '010' }

function dialCodeOf(alpha2: string): string {
  return isSupportedCountry(alpha2) ? `+${getCountryCallingCode(alpha2)}` : ''
}

const records = new Map<string, CountryRecord>(
  worldCountries.map((c) => [
    c.cca2,
    {
      name: c.name.common,
      alpha2: c.cca2,
      alpha3: c.cca3,
      googleName: c.name.common,
      numericCode: c.ccn3 ?? '',
      regionNumber: M49_REGIONS[c.region] ?? '',
      dialCode: dialCodeOf(c.cca2),
    },
  ]),
)
records.set(SATELLITE_COUNTRY.alpha2, SATELLITE_COUNTRY)

/** The record of an ISO alpha-2 code (any case), or undefined for an unknown code. */
export function findCountry(alpha2: string | null | undefined): CountryRecord | undefined {
  return alpha2 ? records.get(alpha2.trim().toUpperCase()) : undefined
}

/** Records of a list of codes, in that order, sorted by name when asked. */
export function countriesOf(codes: readonly string[], { sortByName = false } = {}): CountryRecord[] {
  const list = codes.map((code) => findCountry(code)).filter((c): c is CountryRecord => c !== undefined)
  return sortByName ? list.sort((a, b) => a.name.localeCompare(b.name)) : list
}

export const isSupportedCountryCode = (value: string) => (SUPPORTED_COUNTRIES as readonly string[]).includes(value.toUpperCase())
