/** GET /api/pricing/country-zone/{country} — the IoT zone of an ISO alpha-2 country; 404 for an unknown code. */
import { z } from 'zod'

import { findCountry, isSupportedCountryCode } from '@/lib/coverage'
import { cachedRead } from '@/lib/pages/data'
import { readIotZone } from '@/lib/pricing/data'
import { tags } from '@/lib/pages'

import { defineEndpoint, PUBLIC_READ_HEADERS } from '../endpoint'
import { jsonError } from '../errors'

export const countryZoneParams = z.object({ country: z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO country code') })

// Zones change only on publish (tag `pricing`): one read per country, not per request.
const readZone = cachedRead('api:country-zone', readIotZone, () => [tags.pricing])

export const countryZoneEndpoint = defineEndpoint({
  path: '/pricing/country-zone/:country',
  method: 'get',
  params: countryZoneParams,
  handler: async ({ req, params }) => {
    const code = params.country.toUpperCase()
    const country = findCountry(code)
    // Only supported countries have a zone (and the column only holds their codes).
    const zone = country && isSupportedCountryCode(code) ? await readZone(req.payload, code) : null
    if (!country || !zone) return jsonError(404, 'not_found', `No IoT coverage is known for ${code}`)
    return Response.json({ country: code, name: country.name, zone }, { headers: PUBLIC_READ_HEADERS })
  },
})
