/**
 * Where the coverage and requirements rows come from (server only: it reads
 * the country module and zod): the provider's v2 answers, parsed, or the
 * seeded tables shown when the API is not configured or fails.
 *
 * The provider's answers (JSON:API-like `data` arrays, snake_case):
 *
 *   GET {COVERAGE_API_URL}/v2/country_coverage?page[number]=1&page[size]=250
 *   { "data": [ { "record_type": "country_coverage", "country_code": "DE", "country_name": "Germany",
 *                 "dial_code": "+49", "features": ["voice", "sms", "iot_sim"],
 *                 "phone_number_types": ["local", "toll_free", "mobile"] } ],
 *     "meta": { "page_number": 1, "page_size": 250, "total_pages": 1, "total_results": 112 } }
 *
 *   GET {COVERAGE_API_URL}/v2/requirements?page[number]=1&page[size]=250
 *   { "data": [ { "record_type": "requirement", "country_code": "DE", "phone_number_type": "local", "action": "ordering",
 *                 "requirements_types": [ { "name": "Address within the area code", "type": "address", "description": "…" },
 *                                         { "name": "Proof of identity", "type": "identity" } ] } ],
 *     "meta": { … } }
 *
 * The satellite pseudo-country is country_code "XX". Requirement types are
 * address | identity | document | textual. Names and dial codes are taken from
 * our country module (country_name and dial_code are ignored) so a country
 * reads the same on every page; codes it does not know are dropped.
 */
import { z } from 'zod'

import { countriesOf, findCountry, SATELLITE_COUNTRY, SUPPORTED_COUNTRIES, type CountryRecord, type SupportedCountry } from './countries'
import { NUMBER_TYPES, SATELLITE_ALPHA2, type CoverageRow, type CoverageServices, type NumberType, type RequirementRow } from './coverage'

const alpha2 = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'an ISO alpha-2 code')
  .transform((code) => code.toUpperCase())

/** Pagination of a v2 list; absent means one page. */
const meta = z.object({ total_pages: z.number().int().nonnegative().nullish() }).nullish()

const coverageSchema = z.object({
  data: z.array(
    z.object({
      country_code: alpha2,
      // Open vocabularies (the provider adds products): unknown values are ignored, not rejected.
      features: z.array(z.string()),
      phone_number_types: z.array(z.string()),
    }),
  ),
  meta,
})

const requirementsSchema = z.object({
  data: z.array(
    z.object({
      country_code: alpha2,
      phone_number_type: z.string(),
      action: z.string().nullish(),
      requirements_types: z.array(z.object({ name: z.string().trim().min(1), type: z.string(), description: z.string().nullish() })),
    }),
  ),
  meta,
})

const TYPE_FROM_PROVIDER = new Map<string, NumberType>([
  ['local', 'local'],
  ['toll_free', 'toll-free'],
  ['toll-free', 'toll-free'],
  ['mobile', 'mobile'],
])
const numberTypeOf = (value: string): NumberType | undefined => TYPE_FROM_PROVIDER.get(value.toLowerCase())

const M49_REGION_NAMES: Record<string, string> = { '002': 'Africa', '019': 'Americas', '142': 'Asia', '150': 'Europe', '009': 'Oceania' }

const collator = new Intl.Collator('en', { sensitivity: 'base' })

/** By name, the satellite pseudo-country last (it is not a place to look up by name). */
export function sortCoverage(rows: readonly CoverageRow[]): CoverageRow[] {
  return [...rows].sort((a, b) => Number(a.alpha2 === SATELLITE_ALPHA2) - Number(b.alpha2 === SATELLITE_ALPHA2) || collator.compare(a.name, b.name))
}

/** By country name, then local, toll-free, mobile. */
export function sortRequirements(rows: readonly RequirementRow[]): RequirementRow[] {
  return [...rows].sort((a, b) => collator.compare(a.country, b.country) || NUMBER_TYPES.indexOf(a.numberType) - NUMBER_TYPES.indexOf(b.numberType))
}

function rowOf(country: CountryRecord, services: CoverageServices): CoverageRow {
  const region = M49_REGION_NAMES[country.regionNumber]
  return { alpha2: country.alpha2, name: country.name, dialCode: country.dialCode, ...(region && { region }), services }
}

function invalid(what: string, error: z.ZodError): Error {
  return new Error(`The coverage API answered an unexpected ${what} shape: ${z.prettifyError(error)}`)
}

/** Total pages a v2 list announces (1 when it says nothing). */
export function totalPages(json: unknown): number {
  const parsed = z.object({ meta }).safeParse(json)
  return (parsed.success && parsed.data.meta?.total_pages) || 1
}

/** The entries of every page of a list; throws when a page is not the list's shape. */
function entriesOf<E>(schema: z.ZodType<{ data: E[] }>, what: string, pages: readonly unknown[]): E[] {
  return pages.flatMap((page) => {
    const parsed = schema.safeParse(page)
    if (!parsed.success) throw invalid(what, parsed.error)
    return parsed.data.data
  })
}

/** The pages of a country_coverage answer as rows, sorted, one per country; throws when a page is not that shape. */
export function parseCoverage(...pages: unknown[]): CoverageRow[] {
  const rows = new Map<string, CoverageRow>()
  for (const entry of entriesOf(coverageSchema, 'country_coverage', pages)) {
    const country = findCountry(entry.country_code)
    if (!country || rows.has(country.alpha2)) continue
    const features = new Set(entry.features.map((f) => f.toLowerCase()))
    const types = new Set(entry.phone_number_types.map(numberTypeOf))
    rows.set(
      country.alpha2,
      rowOf(country, {
        voice: features.has('voice'),
        sms: features.has('sms'),
        mms: features.has('mms'),
        numbers: { local: types.has('local'), 'toll-free': types.has('toll-free'), mobile: types.has('mobile') },
        iotSim: features.has('iot_sim'),
      }),
    )
  }
  return sortCoverage([...rows.values()])
}

/** The pages of a requirements answer as rows (ordering only, one per country and type), sorted; throws when a page is not that shape. */
export function parseRequirements(...pages: unknown[]): RequirementRow[] {
  const rows = new Map<string, RequirementRow>()
  for (const entry of entriesOf(requirementsSchema, 'requirements', pages)) {
    const country = findCountry(entry.country_code)
    const numberType = numberTypeOf(entry.phone_number_type)
    // Porting and other actions have their own requirements; the page is about getting new numbers.
    if (!country || !numberType || (entry.action && entry.action !== 'ordering')) continue
    const key = `${country.alpha2}:${numberType}`
    if (rows.has(key)) continue
    const kinds = new Set(entry.requirements_types.map((r) => r.type.toLowerCase()))
    rows.set(key, {
      alpha2: country.alpha2,
      country: country.name,
      numberType,
      requirements: entry.requirements_types.map((r) => r.name),
      addressRequired: kinds.has('address'),
      identityRequired: kinds.has('identity'),
    })
  }
  return sortRequirements([...rows.values()])
}

// Seeded coverage: deterministic, from the supported-country list. Subsets are typed, so a code
// outside the supported list fails the type-check.
const TOLL_FREE = [
  'AR',
  'AT',
  'AU',
  'BE',
  'BG',
  'BR',
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
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HK',
  'HR',
  'HU',
  'IE',
  'IL',
  'IN',
  'IT',
  'JP',
  'KR',
  'LT',
  'LU',
  'LV',
  'MX',
  'MY',
  'NL',
  'NO',
  'NZ',
  'PA',
  'PE',
  'PH',
  'PL',
  'PR',
  'PT',
  'RO',
  'SE',
  'SG',
  'SI',
  'SK',
  'SV',
  'TH',
  'TR',
  'TW',
  'US',
  'UY',
  'VE',
  'VI',
  'ZA',
] as const satisfies readonly SupportedCountry[]
const MOBILE = [
  'AT',
  'AU',
  'BE',
  'CH',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'HK',
  'IE',
  'IL',
  'LT',
  'NL',
  'NO',
  'PL',
  'PT',
  'SE',
  'SG',
] as const satisfies readonly SupportedCountry[]
/** Where application-to-person SMS is not offered (carrier or regulatory blocks). */
const NO_SMS = ['BY', 'CN', 'DZ', 'LB'] as const satisfies readonly SupportedCountry[]
const MMS = ['CA', 'US'] as const satisfies readonly SupportedCountry[]
/** Where permanent roaming of IoT SIMs is restricted. */
const NO_IOT = ['BR', 'CN', 'TR'] as const satisfies readonly SupportedCountry[]

const inList = (list: readonly string[], code: string) => list.includes(code)

/** Every supported country, then satellite coverage (IoT only, no dial code). */
export const SEEDED_COVERAGE: readonly CoverageRow[] = sortCoverage(
  countriesOf(SUPPORTED_COUNTRIES).map((country) =>
    country.alpha2 === SATELLITE_ALPHA2
      ? rowOf(SATELLITE_COUNTRY, { voice: false, sms: false, mms: false, numbers: { local: false, 'toll-free': false, mobile: false }, iotSim: true })
      : rowOf(country, {
          voice: true,
          sms: !inList(NO_SMS, country.alpha2),
          mms: inList(MMS, country.alpha2),
          numbers: { local: true, 'toll-free': inList(TOLL_FREE, country.alpha2), mobile: inList(MOBILE, country.alpha2) },
          iotSim: !inList(NO_IOT, country.alpha2),
        }),
  ),
)

type Requirement = { name: string; kind: 'address' | 'identity' | 'document' | 'textual' }
const req = (kind: Requirement['kind'], name: string): Requirement => ({ kind, name })

const AREA_ADDRESS = req('address', 'Address within the area code')
const NATIONAL_ADDRESS = req('address', 'Address in the country')
const END_USER_ADDRESS = req('address', 'End-user name and address (any country)')
const PROOF_OF_ADDRESS = req('address', 'Proof of address issued within the last 3 months')
const E911 = req('address', 'Validated emergency (E911) address for outbound calls')
const IDENTITY = req('identity', 'Proof of identity (passport or national ID card)')
const BUSINESS = req('document', 'Business registration')
const BUSINESS_FOR_COMPANIES = req('document', 'Business registration (companies only)')
const USE_CASE = req('textual', 'Description of how the numbers will be used')
const TEN_DLC = req('textual', '10DLC brand and campaign registration for messaging')
const TOLL_FREE_VERIFICATION = req('textual', 'Toll-free verification before messaging')

/** [country, number type, requirements]: the major markets' rules as Mission Control shows them. */
const SEEDED_REQUIREMENTS_TABLE: readonly [SupportedCountry, NumberType, Requirement[]][] = [
  ['US', 'local', [E911, TEN_DLC]],
  ['US', 'toll-free', [TOLL_FREE_VERIFICATION]],
  ['CA', 'local', [E911]],
  ['CA', 'toll-free', [TOLL_FREE_VERIFICATION]],
  ['GB', 'local', [NATIONAL_ADDRESS]],
  ['GB', 'toll-free', [END_USER_ADDRESS]],
  ['GB', 'mobile', [NATIONAL_ADDRESS, IDENTITY]],
  ['DE', 'local', [AREA_ADDRESS, IDENTITY]],
  ['DE', 'toll-free', [NATIONAL_ADDRESS, BUSINESS]],
  ['DE', 'mobile', [NATIONAL_ADDRESS, IDENTITY]],
  ['FR', 'local', [AREA_ADDRESS, IDENTITY, BUSINESS_FOR_COMPANIES]],
  ['FR', 'toll-free', [NATIONAL_ADDRESS, BUSINESS]],
  ['FR', 'mobile', [NATIONAL_ADDRESS, IDENTITY, BUSINESS_FOR_COMPANIES]],
  ['IT', 'local', [AREA_ADDRESS, IDENTITY, req('document', 'Italian tax code (codice fiscale) or VAT number')]],
  ['IT', 'toll-free', [NATIONAL_ADDRESS, IDENTITY, BUSINESS]],
  ['ES', 'local', [AREA_ADDRESS, IDENTITY, BUSINESS_FOR_COMPANIES]],
  ['ES', 'toll-free', [NATIONAL_ADDRESS, BUSINESS]],
  ['ES', 'mobile', [NATIONAL_ADDRESS, IDENTITY]],
  ['NL', 'local', [AREA_ADDRESS, req('document', 'Chamber of Commerce (KvK) registration (companies only)')]],
  ['NL', 'toll-free', [NATIONAL_ADDRESS]],
  ['NL', 'mobile', [NATIONAL_ADDRESS, IDENTITY]],
  ['BE', 'local', [AREA_ADDRESS, IDENTITY]],
  ['BE', 'toll-free', [NATIONAL_ADDRESS, BUSINESS]],
  ['AT', 'local', [AREA_ADDRESS, IDENTITY]],
  ['AT', 'toll-free', [NATIONAL_ADDRESS, BUSINESS]],
  ['CH', 'local', [NATIONAL_ADDRESS, IDENTITY, BUSINESS_FOR_COMPANIES]],
  ['CH', 'toll-free', [NATIONAL_ADDRESS, BUSINESS]],
  ['SE', 'local', [NATIONAL_ADDRESS]],
  ['SE', 'mobile', [NATIONAL_ADDRESS, IDENTITY]],
  ['IE', 'local', [AREA_ADDRESS, PROOF_OF_ADDRESS]],
  ['IE', 'toll-free', [END_USER_ADDRESS]],
  ['PL', 'local', [AREA_ADDRESS, IDENTITY, req('document', 'Business registration (KRS or CEIDG)')]],
  ['AU', 'local', [NATIONAL_ADDRESS, USE_CASE]],
  ['AU', 'toll-free', [END_USER_ADDRESS, USE_CASE]],
  ['AU', 'mobile', [NATIONAL_ADDRESS, IDENTITY]],
  ['NZ', 'local', [NATIONAL_ADDRESS]],
  ['JP', 'local', [AREA_ADDRESS, IDENTITY, req('document', 'Japanese corporate registry certificate')]],
  ['JP', 'toll-free', [NATIONAL_ADDRESS, BUSINESS]],
  ['BR', 'local', [AREA_ADDRESS, req('document', 'Tax ID (CPF or CNPJ)')]],
  ['MX', 'local', [NATIONAL_ADDRESS, IDENTITY, req('document', 'Tax ID (RFC)')]],
  [
    'IN',
    'toll-free',
    [
      NATIONAL_ADDRESS,
      IDENTITY,
      req('document', 'Business registration in India'),
      req('textual', 'DLT registration of the entity, headers and templates for messaging'),
    ],
  ],
  ['SG', 'local', [NATIONAL_ADDRESS, IDENTITY, req('document', 'Business registration (UEN)')]],
  ['HK', 'local', [NATIONAL_ADDRESS, IDENTITY]],
  ['ZA', 'local', [AREA_ADDRESS, req('identity', 'Proof of identity (RICA registration)')]],
]

export const SEEDED_REQUIREMENTS: readonly RequirementRow[] = sortRequirements(
  SEEDED_REQUIREMENTS_TABLE.flatMap(([code, numberType, requirements]) => {
    const country = findCountry(code)
    return country
      ? [
          {
            alpha2: country.alpha2,
            country: country.name,
            numberType,
            requirements: requirements.map((r) => r.name),
            addressRequired: requirements.some((r) => r.kind === 'address'),
            identityRequired: requirements.some((r) => r.kind === 'identity'),
          },
        ]
      : []
  }),
)
