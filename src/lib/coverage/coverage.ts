/**
 * Global coverage and country requirements (the Country coverage and Number
 * requirements blocks): the rows and the pure search and filter the blocks'
 * islands run. Client-safe on purpose: no country data and no zod
 * here (the provider's answers and the seeded tables are in coverageData.ts,
 * server only), so the island's chunk stays small.
 */
import { NUMBER_TYPES, type NumberType } from '../numbers'

export { NUMBER_TYPES, type NumberType }

/** The pseudo-country of satellite IoT coverage (lib/coverage/countries SATELLITE_COUNTRY). */
export const SATELLITE_ALPHA2 = 'XX'

/** What the provider offers in a country, one flag per product. */
export type CoverageServices = {
  /** Inbound and outbound calls (Voice API, SIP trunking). */
  voice: boolean
  sms: boolean
  mms: boolean
  /** Phone numbers for sale, by type. */
  numbers: Record<NumberType, boolean>
  /** Connectivity for IoT SIMs (terrestrial networks, or satellite for XX). */
  iotSim: boolean
}

export type CoverageRow = {
  alpha2: string
  name: string
  /** "+44"; empty for the satellite pseudo-country. */
  dialCode: string
  /** Continent-level region name ("Europe"); searchable, not shown. */
  region?: string
  services: CoverageServices
}

export type RequirementRow = {
  alpha2: string
  country: string
  numberType: NumberType
  /** What the customer must provide before the numbers are activated, in the regulator's terms. */
  requirements: string[]
  addressRequired: boolean
  identityRequired: boolean
}

export type CoverageSource = 'api' | 'seeded'

/** Lower case, no diacritics, single spaces: "Côte d’Ivoire" and "cote d'ivoire" compare equal. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘`]/g, "'").toLowerCase().replace(/\s+/g, ' ').trim()
}

/**
 * Rows matching a visitor's query: by name or region (substring), alpha-2 code
 * (exact), or dial code ("+44", "44", "+1 " — a prefix, so "+4" lists every
 * +4x country while typing). An empty query matches everything.
 */
export function searchCoverage<T extends Pick<CoverageRow, 'alpha2' | 'name' | 'dialCode' | 'region'>>(rows: readonly T[], query: string): T[] {
  const q = normalize(query)
  if (!q) return [...rows]
  const digits = q.replace(/[\s()-]/g, '')
  if (/^\+?\d*$/.test(digits)) {
    const code = `+${digits.replace(/^\+/, '')}`
    return rows.filter((row) => row.dialCode !== '' && row.dialCode.startsWith(code))
  }
  return rows.filter(
    (row) =>
      (q.length === 2 && row.alpha2.toLowerCase() === q) || normalize(row.name).includes(q) || (row.region !== undefined && normalize(row.region).includes(q)),
  )
}

export type RequirementFilter = { country?: string | null; numberType?: NumberType | '' | null }

/** Rows of one country and/or one number type; an empty choice means all. */
export function filterRequirements(rows: readonly RequirementRow[], { country, numberType }: RequirementFilter): RequirementRow[] {
  const alpha2 = country?.trim().toUpperCase()
  return rows.filter((row) => (!alpha2 || row.alpha2 === alpha2) && (!numberType || row.numberType === numberType))
}

export const isNumberType = (value: unknown): value is NumberType => (NUMBER_TYPES as readonly unknown[]).includes(value)

/** The live status line: "12 countries", "1 country and satellite coverage", "No countries match". */
export function countriesLabel(rows: readonly Pick<CoverageRow, 'alpha2'>[]): string {
  const countries = new Set(rows.filter((row) => row.alpha2 !== SATELLITE_ALPHA2).map((row) => row.alpha2)).size
  const satellite = rows.some((row) => row.alpha2 === SATELLITE_ALPHA2)
  if (countries === 0) return satellite ? 'Satellite coverage only' : 'No countries match'
  return `${countries} ${countries === 1 ? 'country' : 'countries'}${satellite ? ' and satellite coverage' : ''}`
}

/** The four things a visitor asks of a country, in the order shown: calls, messages, numbers, SIMs. */
export const CAPABILITIES = ['voice', 'messaging', 'numbers', 'sim'] as const
export type Capability = (typeof CAPABILITIES)[number]
export const CAPABILITY_LABELS: Record<Capability, string> = { voice: 'Voice', messaging: 'Messaging', numbers: 'Numbers', sim: 'IoT SIM' }

/** A country's services as the four capabilities: messaging is SMS or MMS, numbers any type of number. */
export function capabilitiesOf(services: CoverageServices): Capability[] {
  const has: Record<Capability, boolean> = {
    voice: services.voice,
    messaging: services.sms || services.mms,
    numbers: Object.values(services.numbers).some(Boolean),
    sim: services.iotSim,
  }
  return CAPABILITIES.filter((capability) => has[capability])
}

/** The regions the rows are in, alphabetically, with how many rows each holds (rows without a region are left out). */
export function coverageRegions(rows: readonly Pick<CoverageRow, 'region'>[]): { region: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const row of rows) if (row.region) counts.set(row.region, (counts.get(row.region) ?? 0) + 1)
  return [...counts].map(([region, count]) => ({ region, count })).sort((a, b) => a.region.localeCompare(b.region))
}

/** Rows of one region; an empty choice means every row (the satellite row, which has no region, included). */
export function filterByRegion<T extends Pick<CoverageRow, 'region'>>(rows: readonly T[], region: string | null | undefined): T[] {
  return region ? rows.filter((row) => row.region === region) : [...rows]
}
