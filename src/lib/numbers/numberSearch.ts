/**
 * The countries the number search offers: those it can find numbers in. With the provider's numbers
 * API configured, every supported country (the provider answers for each); otherwise the countries of
 * the admin's inventory, read once per inventory change (tag `number-inventory`). Never the
 * "Satellite coverage" pseudo-country, which has no numbers.
 */
import type { Payload } from 'payload'

import { countriesOf, SUPPORTED_COUNTRIES } from '../coverage'
import { env } from '../config/data'
import { cachedWithPayload } from '../pages/data'
import { tags } from '../pages'

export type SearchCountry = { alpha2: string; name: string }

const PSEUDO_COUNTRIES = new Set(['XX'])

const inventoryCountries = cachedWithPayload(
  'number-search-countries',
  async (payload: Payload): Promise<string[]> => {
    const found = await payload.find({ collection: 'phone-number-inventory', pagination: false, depth: 0, select: { country: true } })
    return found.docs.map((doc) => doc.country)
  },
  () => [tags.numberInventory],
)

/** The search's countries (pure): every supported one with a provider, else the inventory's; by name. */
export function searchCountries({ provider, inventory }: { provider: boolean; inventory: readonly string[] }): SearchCountry[] {
  const codes = provider ? [...SUPPORTED_COUNTRIES] : [...new Set(inventory)]
  return countriesOf(
    codes.filter((code) => !PSEUDO_COUNTRIES.has(code)),
    { sortByName: true },
  ).map(({ alpha2, name }) => ({ alpha2, name }))
}

export async function numberSearchCountries(payload: Payload): Promise<SearchCountry[]> {
  const provider = Boolean(env.numbersApi)
  return searchCountries({ provider, inventory: provider ? [] : await inventoryCountries(payload) })
}
