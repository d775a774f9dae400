/** GET /api/pricing/iot-sim-card-calculator — IoT zones (with their countries) and the data plans. */
import { findCountry } from '@/lib/countries'
import { cachedRead } from '@/lib/pages/cached'
import { tags } from '@/lib/pages/tags'
import { IOT_ZONES } from '@/lib/pricing/catalog'

import { defineEndpoint } from '../endpoint'

// The rate card changes only on publish (tag `pricing`): read once, not per request.
const readCalculator = cachedRead(
  'api:iot-sim-card-calculator',
  async (payload) => {
    const [zones, plans] = await Promise.all([
      payload.find({ collection: 'iot-zones', pagination: false, depth: 0, sort: 'country' }),
      payload.find({ collection: 'iot-data-plans', pagination: false, depth: 0, sort: 'monthlyFeePerSim' }),
    ])
    return {
      currency: 'USD',
      zones: IOT_ZONES.map((zone) => ({
        zone,
        countries: zones.docs.filter((z) => z.zone === zone).map((z) => ({ alpha2: z.country, name: findCountry(z.country)?.name ?? z.country })),
      })),
      plans: plans.docs.map((p) => ({
        name: p.name,
        description: p.description ?? null,
        monthlyFeePerSim: p.monthlyFeePerSim,
        includedMbPerSim: p.includedMbPerSim,
        perMb: Object.fromEntries((p.perMb ?? []).map((r) => [r.zone, r.price])),
      })),
    }
  },
  () => [tags.pricing],
)

export const iotSimCardCalculatorEndpoint = defineEndpoint({
  path: '/pricing/iot-sim-card-calculator',
  method: 'get',
  handler: async ({ req }) => {
    const answer = await readCalculator(req.payload)
    return Response.json(answer, { headers: { 'cache-control': 'public, max-age=60, s-maxage=300' } })
  },
})
