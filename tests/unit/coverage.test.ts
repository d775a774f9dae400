import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SUPPORTED_COUNTRIES } from '@/lib/coverage/countries'
import { countriesLabel, filterRequirements, normalize, searchCoverage, type CoverageRow, type RequirementRow } from '@/lib/coverage/coverage'
import { parseCoverage, parseRequirements, SEEDED_COVERAGE, SEEDED_REQUIREMENTS } from '@/lib/coverage/coverageData'
import { readEnv } from '@/lib/config'
import { env } from '@/lib/config/data'
import { CoverageApiError, fetchCoverage, fetchRequirements } from '@/lib/coverage/coverageApi'
import { getCoverage, getRequirements } from '@/lib/coverage/coverageReads'
import { addErrorReporter, type ErrorContext } from '@/lib/monitoring/reportError'

// Next's data cache calls straight through here; the loader's fallback is what is tested.
vi.mock('next/cache', () => ({ unstable_cache: <R>(fn: () => Promise<R>) => fn }))

const codes = (rows: readonly { alpha2: string }[]) => rows.map((row) => row.alpha2)
const none = { voice: false, sms: false, mms: false, numbers: { local: false, 'toll-free': false, mobile: false }, iotSim: false }
const listing = (alpha2: string, name: string, dialCode: string, region?: string): CoverageRow => ({
  alpha2,
  name,
  dialCode,
  ...(region && { region }),
  services: none,
})

/** Hand-made rows: a diacritic name, shared and prefix dial codes, the satellite pseudo-country. */
const FIXTURE: CoverageRow[] = [
  listing('CI', 'Côte d’Ivoire', '+225', 'Africa'),
  listing('DE', 'Germany', '+49', 'Europe'),
  listing('GB', 'United Kingdom', '+44', 'Europe'),
  listing('GG', 'Guernsey', '+44', 'Europe'),
  listing('PR', 'Puerto Rico', '+1', 'Americas'),
  listing('US', 'United States', '+1', 'Americas'),
  listing('IN', 'India', '+91', 'Asia'),
  listing('XX', 'Satellite coverage', ''),
]

describe('searchCoverage', () => {
  it('finds by name, case- and diacritic-insensitively, and by region', () => {
    expect(codes(searchCoverage(FIXTURE, 'germany'))).toEqual(['DE'])
    expect(codes(searchCoverage(FIXTURE, '  UNITED  '))).toEqual(['GB', 'US'])
    expect(codes(searchCoverage(FIXTURE, "cote d'ivoire"))).toEqual(['CI'])
    expect(codes(searchCoverage(FIXTURE, 'CÔTE'))).toEqual(['CI'])
    expect(codes(searchCoverage(FIXTURE, 'americas'))).toEqual(['PR', 'US'])
    expect(codes(searchCoverage(FIXTURE, 'satellite'))).toEqual(['XX'])
  })

  it('finds by alpha-2 code (exactly) as well as by name', () => {
    expect(codes(searchCoverage(FIXTURE, 'gg'))).toEqual(['GG'])
    expect(codes(searchCoverage(FIXTURE, 'in'))).toEqual(['GB', 'IN'])
    expect(codes(searchCoverage(FIXTURE, 'xx'))).toEqual(['XX'])
  })

  it('finds by dial code with or without "+", as a prefix, never matching an empty dial code', () => {
    expect(codes(searchCoverage(FIXTURE, '+44'))).toEqual(['GB', 'GG'])
    expect(codes(searchCoverage(FIXTURE, '44'))).toEqual(['GB', 'GG'])
    expect(codes(searchCoverage(FIXTURE, '+ 1'))).toEqual(['PR', 'US'])
    expect(codes(searchCoverage(FIXTURE, '+4'))).toEqual(['DE', 'GB', 'GG'])
    expect(codes(searchCoverage(FIXTURE, '+2'))).toEqual(['CI'])
    expect(searchCoverage(FIXTURE, '+')).toEqual(FIXTURE.filter((row) => row.dialCode))
    expect(searchCoverage(FIXTURE, '+999')).toEqual([])
  })

  it('answers every row for an empty query, and none for a query matching nothing', () => {
    expect(searchCoverage(FIXTURE, '')).toEqual(FIXTURE)
    expect(searchCoverage(FIXTURE, '   ')).toEqual(FIXTURE)
    expect(searchCoverage(FIXTURE, 'atlantis')).toEqual([])
  })

  it('works on the seeded table with the country module’s dial codes', () => {
    expect(codes(searchCoverage(SEEDED_COVERAGE, '+44'))).toEqual(['GB'])
    expect(codes(searchCoverage(SEEDED_COVERAGE, '+49'))).toEqual(['DE'])
    expect(codes(searchCoverage(SEEDED_COVERAGE, '+1')).sort()).toEqual(['BB', 'BS', 'CA', 'DO', 'JM', 'PR', 'TT', 'US', 'VI'])
    expect(codes(searchCoverage(SEEDED_COVERAGE, 'turkiye'))).toEqual(['TR'])
    expect(codes(searchCoverage(SEEDED_COVERAGE, 'TÜRK'))).toEqual(['TR'])
  })

  it('normalizes diacritics, apostrophes and spaces', () => {
    expect(normalize('  Côte   d’Ivoire ')).toBe("cote d'ivoire")
    expect(normalize('ÅLAND')).toBe('aland')
  })
})

describe('countriesLabel', () => {
  it('counts countries, names satellite coverage apart, and says when nothing matches', () => {
    expect(countriesLabel(FIXTURE)).toBe('7 countries and satellite coverage')
    expect(countriesLabel(FIXTURE.slice(1, 2))).toBe('1 country')
    expect(countriesLabel(FIXTURE.slice(-1))).toBe('Satellite coverage only')
    expect(countriesLabel([])).toBe('No countries match')
    // Requirement rows repeat a country per number type: it counts once.
    expect(countriesLabel([{ alpha2: 'DE' }, { alpha2: 'DE' }, { alpha2: 'FR' }])).toBe('2 countries')
  })
})

describe('seeded coverage', () => {
  it('has every supported country once, then satellite coverage last', () => {
    expect(SEEDED_COVERAGE).toHaveLength(SUPPORTED_COUNTRIES.length)
    expect(new Set(codes(SEEDED_COVERAGE))).toEqual(new Set(SUPPORTED_COUNTRIES))
    expect(SEEDED_COVERAGE.at(-1)?.alpha2).toBe('XX')
    const names = SEEDED_COVERAGE.slice(0, -1).map((row) => row.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
  })

  it('gives the satellite pseudo-country no dial code and IoT SIM service only', () => {
    const satellite = SEEDED_COVERAGE.find((row) => row.alpha2 === 'XX')
    expect(satellite).toEqual({ alpha2: 'XX', name: 'Satellite coverage', dialCode: '', services: { ...none, iotSim: true } })
  })

  it('offers voice and local numbers everywhere else, MMS only in the US and Canada, SMS and IoT SIMs in most countries', () => {
    const countries = SEEDED_COVERAGE.filter((row) => row.alpha2 !== 'XX')
    for (const row of countries) {
      expect(row.dialCode, row.alpha2).toMatch(/^\+\d+$/)
      expect(row.services.voice && row.services.numbers.local, row.alpha2).toBe(true)
      expect(row.region, row.alpha2).toMatch(/^(Africa|Americas|Asia|Europe|Oceania)$/)
    }
    expect(codes(countries.filter((row) => row.services.mms)).sort()).toEqual(['CA', 'US'])
    expect(countries.filter((row) => row.services.sms).length).toBeGreaterThan(countries.length * 0.9)
    expect(countries.filter((row) => row.services.iotSim).length).toBeGreaterThan(countries.length * 0.9)
    expect(countries.filter((row) => row.services.numbers['toll-free']).length).toBe(60)
    expect(SEEDED_COVERAGE.find((row) => row.alpha2 === 'GB')).toMatchObject({
      name: 'United Kingdom',
      dialCode: '+44',
      region: 'Europe',
      services: { sms: true, numbers: { mobile: true } },
    })
  })
})

describe('seeded requirements', () => {
  it('covers about 20 major countries, each row with at least one requirement', () => {
    const countries = new Set(codes(SEEDED_REQUIREMENTS))
    expect(countries.size).toBeGreaterThanOrEqual(20)
    for (const code of ['US', 'CA', 'GB', 'DE', 'FR', 'IT', 'ES', 'AU', 'JP', 'BR']) expect(countries, code).toContain(code)
    for (const row of SEEDED_REQUIREMENTS) expect(row.requirements.length, `${row.alpha2} ${row.numberType}`).toBeGreaterThan(0)
    expect(new Set(SEEDED_REQUIREMENTS.map((row) => `${row.alpha2}:${row.numberType}`)).size).toBe(SEEDED_REQUIREMENTS.length)
  })

  it('lists Germany’s local-number rules with the flags derived from them', () => {
    expect(SEEDED_REQUIREMENTS.find((row) => row.alpha2 === 'DE' && row.numberType === 'local')).toEqual({
      alpha2: 'DE',
      country: 'Germany',
      numberType: 'local',
      requirements: ['Address within the area code', 'Proof of identity (passport or national ID card)'],
      addressRequired: true,
      identityRequired: true,
    })
    expect(SEEDED_REQUIREMENTS.find((row) => row.alpha2 === 'US' && row.numberType === 'toll-free')).toMatchObject({
      addressRequired: false,
      identityRequired: false,
    })
  })

  it('is sorted by country, then local, toll-free, mobile', () => {
    const germany = SEEDED_REQUIREMENTS.filter((row) => row.alpha2 === 'DE').map((row) => row.numberType)
    expect(germany).toEqual(['local', 'toll-free', 'mobile'])
    expect(SEEDED_REQUIREMENTS[0].country).toBe('Australia')
  })
})

describe('filterRequirements', () => {
  const row = (alpha2: string, numberType: RequirementRow['numberType']): RequirementRow => ({
    alpha2,
    country: alpha2,
    numberType,
    requirements: ['x'],
    addressRequired: false,
    identityRequired: false,
  })
  const rows = [row('DE', 'local'), row('DE', 'mobile'), row('FR', 'local'), row('US', 'toll-free')]
  const keys = (list: RequirementRow[]) => list.map((r) => `${r.alpha2}:${r.numberType}`)

  it('filters by country (any case), by number type, by both, or not at all', () => {
    expect(keys(filterRequirements(rows, { country: 'de' }))).toEqual(['DE:local', 'DE:mobile'])
    expect(keys(filterRequirements(rows, { numberType: 'local' }))).toEqual(['DE:local', 'FR:local'])
    expect(keys(filterRequirements(rows, { country: 'DE', numberType: 'mobile' }))).toEqual(['DE:mobile'])
    expect(keys(filterRequirements(rows, { country: 'FR', numberType: 'toll-free' }))).toEqual([])
    expect(filterRequirements(rows, {})).toEqual(rows)
    expect(filterRequirements(rows, { country: '', numberType: '' })).toEqual(rows)
    expect(filterRequirements(rows, { country: null, numberType: null })).toEqual(rows)
  })
})

const COVERAGE_ANSWER = {
  data: [
    {
      record_type: 'country_coverage',
      country_code: 'us',
      country_name: 'USA',
      dial_code: '+1',
      features: ['voice', 'sms', 'mms', 'fax', 'emergency'],
      phone_number_types: ['local', 'toll_free'],
    },
    { record_type: 'country_coverage', country_code: 'XX', features: ['iot_sim'], phone_number_types: [] },
    { record_type: 'country_coverage', country_code: 'DE', features: ['voice', 'iot_sim'], phone_number_types: ['local', 'mobile', 'national', 'constructor'] },
    // Unknown to the country module: dropped. A repeated country: the first one counts.
    { record_type: 'country_coverage', country_code: 'ZZ', features: ['voice'], phone_number_types: ['local'] },
    { record_type: 'country_coverage', country_code: 'DE', features: [], phone_number_types: [] },
  ],
  meta: { page_number: 1, page_size: 250, total_pages: 1, total_results: 5 },
}

const REQUIREMENTS_ANSWER = {
  data: [
    {
      record_type: 'requirement',
      country_code: 'FR',
      phone_number_type: 'toll_free',
      action: 'ordering',
      requirements_types: [
        { name: 'Business registration', type: 'document', description: 'Kbis extract' },
        { name: 'Address in France', type: 'address' },
      ],
    },
    { record_type: 'requirement', country_code: 'DE', phone_number_type: 'local', requirements_types: [{ name: 'Proof of identity', type: 'identity' }] },
    {
      record_type: 'requirement',
      country_code: 'DE',
      phone_number_type: 'local',
      action: 'porting',
      requirements_types: [{ name: 'Letter of authorization', type: 'document' }],
    },
    { record_type: 'requirement', country_code: 'DE', phone_number_type: 'shared_cost', requirements_types: [] },
  ],
}

describe('parseCoverage', () => {
  it('maps the v2 country_coverage answer to rows named by the country module, sorted, satellite last', () => {
    expect(parseCoverage(COVERAGE_ANSWER)).toEqual([
      {
        alpha2: 'DE',
        name: 'Germany',
        dialCode: '+49',
        region: 'Europe',
        services: { voice: true, sms: false, mms: false, numbers: { local: true, 'toll-free': false, mobile: true }, iotSim: true },
      },
      {
        alpha2: 'US',
        name: 'United States',
        dialCode: '+1',
        region: 'Americas',
        services: { voice: true, sms: true, mms: true, numbers: { local: true, 'toll-free': true, mobile: false }, iotSim: false },
      },
      { alpha2: 'XX', name: 'Satellite coverage', dialCode: '', services: { ...none, iotSim: true } },
    ])
  })

  it('merges pages into one sorted list', () => {
    const [first, second] = [{ data: COVERAGE_ANSWER.data.slice(1, 2) }, { data: COVERAGE_ANSWER.data.slice(0, 1) }]
    expect(codes(parseCoverage(first, second))).toEqual(['US', 'XX'])
  })

  it('rejects an answer that is not a coverage list', () => {
    const entry = COVERAGE_ANSWER.data[0]
    for (const malformed of [
      null,
      'oops',
      [],
      {},
      { data: 'none' },
      { data: [null] },
      { data: [{ ...entry, country_code: undefined }] },
      { data: [{ ...entry, country_code: 'USA' }] },
      { data: [{ ...entry, features: 'voice' }] },
      { data: [{ ...entry, phone_number_types: undefined }] },
      { data: [{ ...entry, features: [1] }] },
    ]) {
      expect(() => parseCoverage(malformed), JSON.stringify(malformed)).toThrow(/unexpected country_coverage shape/)
    }
    // One bad page spoils the answer.
    expect(() => parseCoverage(COVERAGE_ANSWER, { data: {} })).toThrow(/unexpected/)
  })
})

describe('parseRequirements', () => {
  it('maps the v2 requirements answer to rows: ordering only, known number types, flags from the requirement types', () => {
    expect(parseRequirements(REQUIREMENTS_ANSWER)).toEqual([
      {
        alpha2: 'FR',
        country: 'France',
        numberType: 'toll-free',
        requirements: ['Business registration', 'Address in France'],
        addressRequired: true,
        identityRequired: false,
      },
      { alpha2: 'DE', country: 'Germany', numberType: 'local', requirements: ['Proof of identity'], addressRequired: false, identityRequired: true },
    ])
  })

  it('rejects an answer that is not a requirements list', () => {
    const entry = REQUIREMENTS_ANSWER.data[1]
    for (const malformed of [
      undefined,
      { data: null },
      { data: [{ ...entry, phone_number_type: 7 }] },
      { data: [{ ...entry, requirements_types: [{ type: 'address' }] }] },
      { data: [{ ...entry, requirements_types: [{ name: ' ', type: 'address' }] }] },
      { data: [{ ...entry, requirements_types: null }] },
    ]) {
      expect(() => parseRequirements(malformed), JSON.stringify(malformed)).toThrow(/unexpected requirements shape/)
    }
  })
})

describe('coverage API client', () => {
  const config = { url: 'https://api.example/coverage/', apiKey: 'secret-key', timeoutMs: 1000 }

  it('reads country_coverage with the bearer key, following the pages the answer announces', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async (input) => {
      const page = Number(new URL(String(input)).searchParams.get('page[number]'))
      return Response.json({ data: [COVERAGE_ANSWER.data[page === 1 ? 0 : 2]], meta: { total_pages: 2 } })
    })
    expect(codes(await fetchCoverage(config, fetchImpl))).toEqual(['DE', 'US'])
    expect(fetchImpl).toHaveBeenCalledTimes(2)
    const [url, init] = fetchImpl.mock.calls[0]
    expect(String(url)).toBe('https://api.example/coverage/v2/country_coverage?page%5Bnumber%5D=1&page%5Bsize%5D=250')
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer secret-key')
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  it('reads requirements, and throws on a non-2xx answer or an unexpected shape', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json(REQUIREMENTS_ANSWER))
    expect(await fetchRequirements(config, fetchImpl)).toHaveLength(2)
    expect(String(fetchImpl.mock.calls[0][0])).toMatch(/^https:\/\/api\.example\/coverage\/v2\/requirements\?/)
    const failed = fetchRequirements(config, async () => new Response('down', { status: 503 }))
    await expect(failed).rejects.toBeInstanceOf(CoverageApiError)
    await expect(fetchCoverage(config, async () => new Response('', { status: 401 }))).rejects.toMatchObject({
      status: 401,
      url: 'https://api.example/coverage/v2/country_coverage',
    })
    await expect(fetchCoverage(config, async () => Response.json({ countries: [] }))).rejects.toThrow(/unexpected/)
  })

  it('is configured by COVERAGE_API_URL and COVERAGE_API_KEY together, 5 s by default', () => {
    expect(readEnv({ COVERAGE_API_URL: 'https://api.example/' }).coverageApi).toBeUndefined()
    expect(readEnv({ COVERAGE_API_URL: 'https://api.example/', COVERAGE_API_KEY: 'k' }).coverageApi).toEqual({
      url: 'https://api.example',
      apiKey: 'k',
      timeoutMs: 5000,
    })
    expect(readEnv({ COVERAGE_API_URL: 'https://api.example', COVERAGE_API_KEY: 'k', COVERAGE_API_TIMEOUT_MS: '800' }).coverageApi?.timeoutMs).toBe(800)
  })
})

describe('coverage loader', () => {
  const configured = { url: 'https://api.example/coverage', apiKey: 'secret-key', timeoutMs: 1000 }
  let reports: [unknown, ErrorContext][]
  let removeReporter: () => void
  const saved = env.coverageApi

  beforeEach(() => {
    reports = []
    removeReporter = addErrorReporter((error, context) => reports.push([error, context]))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => {
    removeReporter()
    env.coverageApi = saved
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('answers the seeded tables without calling anything when the API is not configured', async () => {
    env.coverageApi = undefined
    const fetchSpy = vi.fn<typeof fetch>()
    vi.stubGlobal('fetch', fetchSpy)
    expect(await getCoverage()).toEqual({ rows: SEEDED_COVERAGE, source: 'seeded' })
    expect(await getRequirements()).toEqual({ rows: SEEDED_REQUIREMENTS, source: 'seeded' })
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('answers the API’s rows when it is configured', async () => {
    env.coverageApi = configured
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => Response.json(String(input).includes('/v2/requirements') ? REQUIREMENTS_ANSWER : COVERAGE_ANSWER)),
    )
    expect(await getCoverage()).toEqual({ rows: parseCoverage(COVERAGE_ANSWER), source: 'api' })
    expect(await getRequirements()).toEqual({ rows: parseRequirements(REQUIREMENTS_ANSWER), source: 'api' })
    expect(reports).toEqual([])
  })

  it('falls back on the seeded tables and reports the failure with url and status code', async () => {
    env.coverageApi = configured
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('', { status: 502 })),
    )
    expect(await getCoverage()).toEqual({ rows: SEEDED_COVERAGE, source: 'seeded' })
    expect(reports[0][1]).toEqual({ url: 'https://api.example/coverage/v2/country_coverage', statusCode: 502 })

    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Response.json({ data: [] })),
    )
    expect(await getRequirements()).toEqual({ rows: SEEDED_REQUIREMENTS, source: 'seeded' })
    expect(String(reports[1][0])).toMatch(/no requirements rows/)
  })
})
