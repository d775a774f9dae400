/** GET /api/pricing/sms-calculator — what the messaging calculator needs: countries and per-message rates. */
import { countriesOf, DEFAULT_COUNTRY, PRICING_COUNTRIES } from '@/lib/countries'
import { cached } from '@/lib/pages/cached'
import { tags } from '@/lib/pages/tags'

import { defineEndpoint } from '../endpoint'

const CACHE = { 'cache-control': 'public, max-age=60, s-maxage=300' }

export const smsCalculatorEndpoint = defineEndpoint({
  path: '/pricing/sms-calculator',
  method: 'get',
  handler: async ({ req }) => {
    // The rate card changes only on publish (tag `pricing`): read once, not per request.
    const rates = await cached(
      'api:sms-calculator',
      async () => {
        const found = await req.payload.find({ collection: 'messaging-rates', pagination: false, depth: 0, sort: ['country', 'messageType', 'direction', 'senderType'] })
        return found.docs.map(({ country, messageType, direction, senderType, price, carrierFee }) => ({ country, messageType, direction, senderType, price, carrierFee: carrierFee ?? 0 }))
      },
      () => [tags.pricing],
    )()
    return Response.json(
      {
        currency: 'USD',
        defaultCountry: DEFAULT_COUNTRY,
        countries: countriesOf(PRICING_COUNTRIES, { sortByName: true }).map(({ alpha2, name, dialCode }) => ({ alpha2, name, dialCode })),
        rates,
      },
      { headers: CACHE },
    )
  },
})
