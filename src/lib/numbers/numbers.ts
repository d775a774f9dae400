/** Phone-number search (GET /api/available-numbers): the vocabulary and the query's filter, pure. */
export const NUMBER_TYPES = ['local', 'toll-free', 'mobile'] as const
export type NumberType = (typeof NUMBER_TYPES)[number]
export const NUMBER_TYPE_LABELS: Record<NumberType, string> = { local: 'Local', 'toll-free': 'Toll-free', mobile: 'Mobile' }
export const NUMBER_FEATURES = ['voice', 'sms', 'mms', 'fax'] as const
export type NumberFeature = (typeof NUMBER_FEATURES)[number]

export type AvailableNumber = {
  phoneNumber: string
  /** The number as its country writes it, added by GET /api/available-numbers (libphonenumber-js on the server, not in the page's script). */
  display?: string
  country: string
  numberType: NumberType
  areaCode: string
  locality: string
  features: NumberFeature[]
  monthlyPrice: number
  upfrontPrice: number
}

export type NumberQuery = { country: string; type?: NumberType; areaCode?: string; contains?: string; features: NumberFeature[]; limit: number }

/** Whether a number meets the query (also used on the provider's answer, which may filter loosely). */
export function matchesQuery(number: AvailableNumber, query: NumberQuery): boolean {
  if (number.country !== query.country) return false
  if (query.type && number.numberType !== query.type) return false
  if (query.areaCode && number.areaCode !== query.areaCode) return false
  if (query.contains && !number.phoneNumber.replace(/\D/g, '').includes(query.contains)) return false
  return query.features.every((feature) => number.features.includes(feature))
}
