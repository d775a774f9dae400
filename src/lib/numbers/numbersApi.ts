/**
 * The provider's numbers API (available phone numbers search, v2 shape:
 * filter[...] query parameters, bearer key, {data:[…]}), mapped to our record.
 */
import { NUMBER_FEATURES, type AvailableNumber, type NumberFeature, type NumberQuery, type NumberType } from './numbers'
import type { NumbersApiConfig } from '../config'

type ProviderNumber = {
  phone_number?: string
  phone_number_type?: string
  region_information?: { region_type?: string; region_name?: string }[]
  features?: { name?: string }[]
  cost_information?: { monthly_cost?: string | number; upfront_cost?: string | number }
}

const TYPE_FROM_PROVIDER: Record<string, NumberType> = { local: 'local', toll_free: 'toll-free', 'toll-free': 'toll-free', mobile: 'mobile' }
const TYPE_TO_PROVIDER: Record<NumberType, string> = { local: 'local', 'toll-free': 'toll_free', mobile: 'mobile' }

export async function searchProviderNumbers(config: NumbersApiConfig, query: NumberQuery, fetchImpl: typeof fetch = fetch): Promise<AvailableNumber[]> {
  const url = new URL(config.url)
  url.searchParams.set('filter[country_code]', query.country)
  url.searchParams.set('filter[limit]', String(query.limit))
  if (query.type) url.searchParams.set('filter[phone_number_type]', TYPE_TO_PROVIDER[query.type])
  if (query.areaCode) url.searchParams.set('filter[national_destination_code]', query.areaCode)
  if (query.contains) url.searchParams.set('filter[phone_number][contains]', query.contains)
  for (const feature of query.features) url.searchParams.append('filter[features][]', feature)
  const response = await fetchImpl(url, {
    headers: { authorization: `Bearer ${config.apiKey}`, accept: 'application/json' },
    signal: AbortSignal.timeout(config.timeoutMs),
  })
  if (!response.ok) throw new Error(`The numbers API answered ${response.status}`)
  const body = (await response.json()) as { data?: ProviderNumber[] }
  return (body.data ?? []).flatMap((n) => {
    const numberType = TYPE_FROM_PROVIDER[n.phone_number_type ?? ''] ?? query.type
    if (!n.phone_number || !numberType) return []
    const region = (type: string) => n.region_information?.find((r) => r.region_type === type)?.region_name
    return [
      {
        phoneNumber: n.phone_number,
        country: query.country,
        numberType,
        areaCode: region('national_destination_code') ?? query.areaCode ?? '',
        locality: region('rate_center') ?? region('location') ?? region('country_code') ?? query.country,
        features: (n.features ?? []).map((f) => f.name).filter((name): name is NumberFeature => (NUMBER_FEATURES as readonly string[]).includes(name ?? '')),
        monthlyPrice: Number(n.cost_information?.monthly_cost ?? 0),
        upfrontPrice: Number(n.cost_information?.upfront_cost ?? 0),
      },
    ]
  })
}
