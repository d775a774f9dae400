/**
 * GET /api/intercom-verification → {user_id, user_hash}: the messaging widget's identity
 * verification, for the caller's own signed id (lib/tracking/signedId) and no other. The id comes
 * from the caller's `ostra_aid` cookie, or is minted here and set in it; a `user_id` in the query
 * is ignored, so nobody can ask for the hash of an id they choose.
 */
import { createHmac, randomUUID } from 'node:crypto'

import { z } from 'zod'

import { env } from '@/lib/config/data'
import { anonymousIdKey } from '@/lib/secrets'
import { signedIdCookie, signedIdFrom } from '@/lib/tracking/data'

import { defineEndpoint } from './endpoint'
import { jsonError } from './errors'

// Nothing is read from the query (an old client's user_id is dropped).
export const intercomVerificationQuery = z.object({})

export const intercomVerificationEndpoint = defineEndpoint({
  path: '/intercom-verification',
  method: 'get',
  query: intercomVerificationQuery,
  handler: async ({ req }) => {
    if (!env.intercomSecret) return jsonError(404, 'not_found', 'Customer messaging identity verification is not configured')
    const key = anonymousIdKey(env.payloadSecret)
    const headers = new Headers({ 'cache-control': 'private, no-store' })
    let userId = signedIdFrom(req.headers.get('cookie'), key)
    if (!userId) {
      userId = randomUUID()
      headers.append('set-cookie', signedIdCookie(userId, key, env.appEnv === 'production' || env.siteUrl.startsWith('https:')))
    }
    const userHash = createHmac('sha256', env.intercomSecret).update(userId).digest('hex')
    return Response.json({ user_id: userId, user_hash: userHash }, { headers })
  },
})
