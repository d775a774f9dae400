/** GET /api/pricing/get-pricing-tables-data?product=&country=&page=&limit= — a pricing table's rows, paginated. */
import type { Payload } from 'payload'
import { z } from 'zod'

import { DEFAULT_COUNTRY, MESSAGING_COUNTRIES } from '@/lib/coverage'
import { cachedRead } from '@/lib/pages/data'
import { rateCountriesOf, readPriceListPage } from '@/lib/pricing/data'
import { tags } from '@/lib/pages'
import { PRICE_LIST_PRODUCT_NAMES } from '@/lib/pricing'

import { defineEndpoint, PUBLIC_READ_HEADERS } from '../endpoint'

export const pricingTablesQuery = z
  .object({
    product: z.enum(PRICE_LIST_PRODUCT_NAMES, { message: `must be one of ${PRICE_LIST_PRODUCT_NAMES.join(', ')}` }),
    country: z
      .string()
      .toUpperCase()
      .pipe(z.enum(MESSAGING_COUNTRIES, { message: 'must be a pricing country code' }))
      .default(DEFAULT_COUNTRY),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  // Messaging is priced in every country it is sold in; voice and numbers in the pricing countries.
  .refine((q) => rateCountriesOf(q.product).includes(q.country), {
    path: ['country'],
    message: 'must be a country this product has rates for',
  })

// The price list changes only on publish (tag `pricing`): one read per query, not per request.
const readTable = cachedRead(
  'api:pricing-tables-data',
  async (payload: Payload, q: z.output<typeof pricingTablesQuery>) => ({
    product: q.product,
    country: q.country,
    currency: 'USD',
    ...(await readPriceListPage(payload, q)),
  }),
  () => [tags.pricing],
)

export const pricingTablesDataEndpoint = defineEndpoint({
  path: '/pricing/get-pricing-tables-data',
  method: 'get',
  query: pricingTablesQuery,
  handler: async ({ req, query }) => {
    const answer = await readTable(req.payload, query)
    return Response.json(answer, { headers: PUBLIC_READ_HEADERS })
  },
})
