/**
 * The calculators' data, read once per revalidation (tag `pricing`): the
 * messaging rate card and the IoT zones and plans. The same rows the
 * /api/pricing/* endpoints answer.
 */
import type { Payload } from 'payload'
import { cache } from 'react'

import { countriesOf, MESSAGING_COUNTRIES, PRICING_COUNTRIES, SUPPORTED_COUNTRIES, type CountryRecord } from '../coverage'
import type { IotZone, PriceListProduct } from './catalog'
import type { IotPlan, MessagingRate, VolumeTier } from './estimate'
import type { RateRow } from './rateTable'
import { cachedWithPayload } from '../pages/data'
import type { PriceEntry } from './priceEntries'
import { packCountryOptions, type PackedCountryOptions } from './packedRates'
import { readIotPlans, readIotZones, readMessagingRates, readPriceEntries, readPriceList, readVolumeTiers } from './reads'
import { tags } from '../pages'

export type CalculatorCountry = { alpha2: string; name: string }
export type CalculatorData = {
  messaging: { countries: CalculatorCountry[]; rates: MessagingRate[]; tiers: VolumeTier[] }
  iot: { countries: (CalculatorCountry & { zone: IotZone })[]; plans: IotPlan[] }
}

export const getCalculatorData = cachedWithPayload(
  'calculator-data',
  async (payload: Payload): Promise<CalculatorData> => {
    const [rates, tiers, zones, plans] = await Promise.all([
      readMessagingRates(payload),
      readVolumeTiers(payload),
      readIotZones(payload),
      readIotPlans(payload),
    ])
    const zoneOf = new Map(zones.map((z) => [z.country, z.zone]))
    return {
      messaging: { countries: messagingCountries(rates).map(({ alpha2, name }) => ({ alpha2, name })), rates, tiers },
      iot: {
        countries: countriesOf(SUPPORTED_COUNTRIES, { sortByName: true }).flatMap(({ alpha2, name }) => {
          const zone = zoneOf.get(alpha2)
          return zone ? [{ alpha2, name, zone }] : []
        }),
        plans: plans.map(({ name, monthlyFeePerSim, includedMbPerSim, perMb }) => ({ name, monthlyFeePerSim, includedMbPerSim, perMb })),
      },
    }
  },
  () => [tags.pricing],
)

/** One product's rates for one country (the price list), for the pricing table's first render. */
export const getCountryRates = cachedWithPayload(
  'country-rates',
  async (payload: Payload, product: PriceListProduct, country: string): Promise<RateRow[]> => {
    return readPriceList(payload, { product, country })
  },
  () => [tags.pricing],
)

/** Every price the site quotes (a few hundred rows), for the pricing tables' summary rows and /pricing's starting prices. */
export const getPriceEntries = cachedWithPayload(
  'price-entries',
  (payload: Payload): Promise<PriceEntry[]> => readPriceEntries(payload),
  () => [tags.pricing],
)

/** The countries the rate card has rates for, by name: the messaging calculator offers each of them. */
export function messagingCountries(rates: readonly Pick<MessagingRate, 'country'>[]): CountryRecord[] {
  return countriesOf([...new Set(rates.map((rate) => rate.country))], { sortByName: true })
}

/** The countries a product's rates by country are kept for: messaging's rate card covers every country it is sold in. */
export const rateCountriesOf = (product: PriceListProduct): readonly string[] => (product === 'messaging' ? MESSAGING_COUNTRIES : PRICING_COUNTRIES)

/** The countries a product has rates by country for, by name. */
export function priceListCountries(product: PriceListProduct): CalculatorCountry[] {
  return countriesOf(rateCountriesOf(product), { sortByName: true }).map(({ alpha2, name }) => ({ alpha2, name }))
}

/** The country options handed to a render's islands so far, by their content (one map per server render: React's cache). */
const countryOptionsOfRender = cache(() => new Map<string, PackedCountryOptions>())

/**
 * The countries packed for an island (lib/pricing/packedRates), as one object for the whole render: the messaging
 * calculator and the rates by country on the same page offer the same countries, and React writes an object it has
 * already written into the RSC payload as a reference (the same list was in the messaging price page's payload twice).
 * Outside a render, the list packed.
 */
export function sharedCountryOptions(list: readonly CalculatorCountry[]): PackedCountryOptions {
  const packed = packCountryOptions(list)
  const key = packed.join('\u0001')
  const seen = countryOptionsOfRender()
  const found = seen.get(key)
  if (found) return found
  seen.set(key, packed)
  return packed
}
