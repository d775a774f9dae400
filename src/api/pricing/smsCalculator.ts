/** GET /api/pricing/sms-calculator — what the messaging calculator needs: countries and per-message rates. */
import { countriesOf, DEFAULT_COUNTRY, PRICING_COUNTRIES } from '@/lib/coverage'
import { cachedRead } from '@/lib/pages/data'
import { readMessagingRates } from '@/lib/pricing/data'
import { tags } from '@/lib/pages'

import { defineEndpoint, PUBLIC_READ_HEADERS } from '../endpoint'

// The rate card changes only on publish (tag `pricing`): read once, not per request.
const readRates = cachedRead('api:sms-calculator', readMessagingRates, () => [tags.pricing])

export const smsCalculatorEndpoint = defineEndpoint({
  path: '/pricing/sms-calculator',
  method: 'get',
  handler: async ({ req }) => {
    const rates = await readRates(req.payload)
    return Response.json(
      {
        currency: 'USD',
        defaultCountry: DEFAULT_COUNTRY,
        countries: countriesOf(PRICING_COUNTRIES, { sortByName: true }).map(({ alpha2, name, dialCode }) => ({ alpha2, name, dialCode })),
        rates,
      },
      { headers: PUBLIC_READ_HEADERS },
    )
  },
})
