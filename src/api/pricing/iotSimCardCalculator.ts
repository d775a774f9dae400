/** GET /api/pricing/iot-sim-card-calculator — IoT zones (with their countries) and the data plans. */
import { findCountry } from '@/lib/coverage'
import { cachedRead } from '@/lib/pages/data'
import { readIotPlans, readIotZones } from '@/lib/pricing/data'
import { tags } from '@/lib/pages'
import { IOT_ZONES } from '@/lib/pricing'

import { defineEndpoint, PUBLIC_READ_HEADERS } from '../endpoint'

// The rate card changes only on publish (tag `pricing`): read once, not per request.
const readCalculator = cachedRead(
  'api:iot-sim-card-calculator',
  async (payload) => {
    const [zones, plans] = await Promise.all([readIotZones(payload), readIotPlans(payload)])
    return {
      currency: 'USD',
      zones: IOT_ZONES.map((zone) => ({
        zone,
        countries: zones.filter((z) => z.zone === zone).map((z) => ({ alpha2: z.country, name: findCountry(z.country)?.name ?? z.country })),
      })),
      plans: plans.map(({ perMb, ...plan }) => ({ ...plan, perMb: Object.fromEntries(perMb.map((r) => [r.zone, r.price])) })),
    }
  },
  () => [tags.pricing],
)

export const iotSimCardCalculatorEndpoint = defineEndpoint({
  path: '/pricing/iot-sim-card-calculator',
  method: 'get',
  handler: async ({ req }) => {
    const answer = await readCalculator(req.payload)
    return Response.json(answer, { headers: PUBLIC_READ_HEADERS })
  },
})
