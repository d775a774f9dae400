/** The admin's number inventory (GET /api/available-numbers without the numbers API, or when it fails). */
import type { Payload, Where } from 'payload'

import { tags } from '../pages'
import { cachedRead } from '../pages/data'
import type { AvailableNumber, NumberQuery } from './numbers'

/** The inventory's numbers matching a visitor's query, in number order. */
async function searchInventory(payload: Payload, query: NumberQuery): Promise<AvailableNumber[]> {
  const and: Where[] = [{ country: { equals: query.country } }]
  if (query.type) and.push({ numberType: { equals: query.type } })
  if (query.areaCode) and.push({ areaCode: { equals: query.areaCode } })
  if (query.contains) and.push({ phoneNumber: { like: query.contains } })
  for (const feature of query.features) and.push({ features: { contains: feature } })
  const found = await payload.find({ collection: 'phone-number-inventory', where: { and }, limit: query.limit, sort: 'phoneNumber', depth: 0 })
  return found.docs.map(({ phoneNumber, country, numberType, areaCode, locality, features, monthlyPrice, upfrontPrice }) => ({
    phoneNumber,
    country,
    numberType,
    areaCode,
    locality,
    features,
    monthlyPrice,
    upfrontPrice,
  }))
}

/** The inventory, read once per query and change (tag `number-inventory`), not per request. */
export const readInventory = cachedRead('api:number-inventory', searchInventory, () => [tags.numberInventory])
