/** GET /api/pricing/iot-sim-card-calculator — IoT zones (with their countries) and the data plans. */
import { findCountry } from '@/lib/countries'
import { IOT_ZONES } from '@/lib/pricing/catalog'

import { defineEndpoint } from '../endpoint'

export const iotSimCardCalculatorEndpoint = defineEndpoint({
  path: '/pricing/iot-sim-card-calculator',
  method: 'get',
  handler: async ({ req }) => {
    const [zones, plans] = await Promise.all([
      req.payload.find({ collection: 'iot-zones', pagination: false, depth: 0, sort: 'country' }),
      req.payload.find({ collection: 'iot-data-plans', pagination: false, depth: 0, sort: 'monthlyFeePerSim' }),
    ])
    return Response.json(
      {
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
      },
      { headers: { 'cache-control': 'public, max-age=60, s-maxage=300' } },
    )
  },
})
