/**
 * POST /api/content-check {collection, id?, data} — the content check's full
 * report for a document as edited in the admin (signed-in users only).
 */
import type { Endpoint } from 'payload'
import { z } from 'zod'

import { runContentCheck } from '@/collections/shared/contentCheck'
import { ROUTED_COLLECTIONS } from '@/lib/pages'

import { jsonError, readJson, validationError } from './errors'

export const contentCheckInput = z.object({
  collection: z.enum(ROUTED_COLLECTIONS),
  id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]).optional(),
  data: z.record(z.string(), z.unknown()),
})

export const contentCheckEndpoint: Endpoint = {
  path: '/content-check',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return jsonError(401, 'unauthorized', 'Sign in to run the content check')
    const parsed = contentCheckInput.safeParse(await readJson(req))
    if (!parsed.success) return validationError(parsed.error)
    const { collection, id, data } = parsed.data
    const findings = await runContentCheck(req, req.payload.collections[collection].config, { ...data, id })
    return Response.json({
      errors: findings.filter((f) => f.severity === 'error'),
      warnings: findings.filter((f) => f.severity === 'warning'),
    })
  },
}
