/** GET /api/intercom-verification?user_id= → {user_hash}: the messaging widget's identity verification. */
import { createHmac } from 'node:crypto'

import { z } from 'zod'

import { env } from '@/lib/env'

import { defineEndpoint } from './endpoint'
import { jsonError } from './errors'

export const intercomVerificationQuery = z.object({ user_id: z.string().trim().min(1, 'is required').max(256) })

export const intercomVerificationEndpoint = defineEndpoint({
  path: '/intercom-verification',
  method: 'get',
  query: intercomVerificationQuery,
  handler: async ({ query }) => {
    if (!env.intercomSecret) return jsonError(404, 'not_found', 'Customer messaging identity verification is not configured')
    const userHash = createHmac('sha256', env.intercomSecret).update(query.user_id).digest('hex')
    return Response.json({ user_hash: userHash }, { headers: { 'cache-control': 'private, no-store' } })
  },
})
