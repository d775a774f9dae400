/** GET /api/pricing/sms-calculator — what the messaging calculator needs: countries, per-message rates and volume tiers. */
import { DEFAULT_COUNTRY } from '@/lib/coverage'
import { cachedRead } from '@/lib/pages/data'
import { messagingCountries, readMessagingRates, readVolumeTiers } from '@/lib/pricing/data'
import { tags } from '@/lib/pages'

import { defineEndpoint, PUBLIC_READ_HEADERS } from '../endpoint'

// The rate card changes only on publish (tag `pricing`): read once, not per request.
const readRates = cachedRead('api:sms-calculator', readMessagingRates, () => [tags.pricing])
const readTiers = cachedRead('api:sms-volume-tiers', readVolumeTiers, () => [tags.pricing])

export const smsCalculatorEndpoint = defineEndpoint({
  path: '/pricing/sms-calculator',
  method: 'get',
  handler: async ({ req }) => {
    const [rates, volumeTiers] = await Promise.all([readRates(req.payload), readTiers(req.payload)])
    return Response.json(
      {
        currency: 'USD',
        defaultCountry: DEFAULT_COUNTRY,
        // Every country the rate card prices, so a country added in the admin is offered at once.
        countries: messagingCountries(rates).map(({ alpha2, name, dialCode }) => ({ alpha2, name, dialCode })),
        rates,
        volumeTiers,
      },
      { headers: PUBLIC_READ_HEADERS },
    )
  },
})
