/**
 * POST /api/deliveries/retry {collection, id} — the admin's "Retry now" on a
 * stored submission: its delivery job is due at once (backoff and a final
 * error cleared), or queued again when none is left. Signed-in staff only.
 * A row already delivered is left alone (409): it is never sent twice.
 */
import { z } from 'zod'

import { DELIVERED_COLLECTIONS } from '@/lib/forms'
import { JOBS_QUEUE } from '@/lib/jobs'
import { retryDeliveryNow } from '@/lib/jobs/data'

import { defineEndpoint } from './endpoint'
import { jsonError } from './errors'
import { isStaff } from './staff'

export const retryDeliveryInput = z.object({
  collection: z.enum(DELIVERED_COLLECTIONS, { message: `must be one of ${DELIVERED_COLLECTIONS.join(', ')}` }),
  id: z.number().int().positive(),
})

export const retryDeliveryEndpoint = defineEndpoint({
  path: '/deliveries/retry',
  method: 'post',
  body: retryDeliveryInput,
  handler: async ({ req, body }) => {
    if (!req.user) return jsonError(401, 'unauthorized', 'Sign in to retry a delivery')
    if (!isStaff(req.user)) return jsonError(403, 'unauthorized', 'Only editors and administrators may retry a delivery')
    const outcome = await retryDeliveryNow(req.payload, body.collection, body.id, JOBS_QUEUE)
    if (!outcome) return jsonError(404, 'not_found', `No ${body.collection} row with id ${body.id}`, [{ path: 'id', message: 'does not exist' }])
    if (outcome.sent) return jsonError(409, 'conflict', 'Already delivered: it is not sent again')
    return Response.json({ retried: true, jobs: outcome.jobs, queued: outcome.queued })
  },
})
