/**
 * GET /api/available-numbers?country=&type=&areaCode=&contains=&features=&limit= —
 * numbers a visitor can get: from the provider's numbers API when configured
 * (falling back to the inventory when it fails), else the admin's inventory.
 */
import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { DEFAULT_COUNTRY, isSupportedCountryCode } from '@/lib/coverage'
import { env } from '@/lib/config/data'
import { searchProviderNumbers, matchesQuery, NUMBER_FEATURES, NUMBER_TYPES, type AvailableNumber, type NumberQuery } from '@/lib/numbers'
import { readInventory } from '@/lib/numbers/data'
import { formatPhoneNumber } from '@/lib/forms'
import { reportError } from '@/lib/monitoring'

import { defineEndpoint } from './endpoint'

export const availableNumbersQuery = z.object({
  country: z.string().toUpperCase().refine(isSupportedCountryCode, 'must be a supported country code').default(DEFAULT_COUNTRY),
  type: z.enum(NUMBER_TYPES, { message: `must be one of ${NUMBER_TYPES.join(', ')}` }).optional(),
  areaCode: z
    .string()
    .regex(/^\d{1,6}$/, 'must be 1 to 6 digits')
    .optional(),
  contains: z
    .string()
    .regex(/^\d{1,10}$/, 'must be 1 to 10 digits')
    .optional(),
  features: z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((f) => f.trim().toLowerCase())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.enum(NUMBER_FEATURES, { message: `must list features among ${NUMBER_FEATURES.join(', ')}` }))),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})

const fromInventory = (req: PayloadRequest, query: NumberQuery) => readInventory(req.payload, query)

export const availableNumbersEndpoint = defineEndpoint({
  path: '/available-numbers',
  method: 'get',
  query: availableNumbersQuery,
  handler: async ({ req, query: input }) => {
    const query: NumberQuery = {
      country: input.country,
      type: input.type,
      areaCode: input.areaCode,
      contains: input.contains,
      features: input.features,
      limit: input.limit,
    }
    let source: 'provider' | 'inventory' = 'inventory'
    let numbers: AvailableNumber[]
    if (env.numbersApi) {
      try {
        numbers = (await searchProviderNumbers(env.numbersApi, query)).filter((n) => matchesQuery(n, query)).slice(0, query.limit)
        source = 'provider'
      } catch (error) {
        reportError(error, { url: env.numbersApi.url })
        numbers = await fromInventory(req, query)
      }
    } else numbers = await fromInventory(req, query)
    const shown = numbers.map((n) => ({ ...n, display: formatPhoneNumber(n.phoneNumber) }))
    return Response.json({ source, query, numbers: shown }, { headers: { 'cache-control': 'public, max-age=30' } })
  },
})
