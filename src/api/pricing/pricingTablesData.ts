/** GET /api/pricing/get-pricing-tables-data?product=&country=&page=&limit= — a pricing table's rows, paginated. */
import { z } from 'zod'

import { DEFAULT_COUNTRY, PRICING_COUNTRIES } from '@/lib/countries'
import { PRICE_LIST_PRODUCT_NAMES } from '@/lib/pricing/catalog'

import { defineEndpoint } from '../endpoint'

export const pricingTablesQuery = z.object({
  product: z.enum(PRICE_LIST_PRODUCT_NAMES, { message: `must be one of ${PRICE_LIST_PRODUCT_NAMES.join(', ')}` }),
  country: z
    .string()
    .toUpperCase()
    .pipe(z.enum(PRICING_COUNTRIES, { message: 'must be a pricing country code' }))
    .default(DEFAULT_COUNTRY),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
})

export const pricingTablesDataEndpoint = defineEndpoint({
  path: '/pricing/get-pricing-tables-data',
  method: 'get',
  query: pricingTablesQuery,
  handler: async ({ req, query }) => {
    const result = await req.payload.find({
      collection: 'price-list',
      where: { and: [{ product: { equals: query.product } }, { country: { equals: query.country } }] },
      sort: ['sortOrder', 'item'],
      page: query.page,
      limit: query.limit,
      depth: 0,
    })
    return Response.json(
      {
        product: query.product,
        country: query.country,
        currency: 'USD',
        rows: result.docs.map(({ item, unit, price }) => ({ item, unit, price })),
        page: result.page ?? query.page,
        totalPages: result.totalPages,
        totalDocs: result.totalDocs,
      },
      { headers: { 'cache-control': 'public, max-age=60, s-maxage=300' } },
    )
  },
})
