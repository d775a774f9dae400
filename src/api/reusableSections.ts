/**
 * POST /api/pages/:id/detach-section {rowId} → the page's latest draft gets an editable copy of the blocks of
 * the Reusable section at that row, in its place (lib/pages/sectionReads detachSection). Editors and administrators.
 */
import { z } from 'zod'

import { detachSection } from '@/lib/pages/data'

import { defineEndpoint, documentIdParams } from './endpoint'
import { jsonError } from './errors'
import { isStaff } from './staff'

export const detachSectionInput = z.object({
  rowId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\w-]+$/, { message: 'must be a block row id' }),
})

export const detachSectionEndpoint = defineEndpoint({
  path: '/:id/detach-section',
  method: 'post',
  params: documentIdParams,
  body: detachSectionInput,
  handler: async ({ req, params, body }) => {
    if (!req.user) return jsonError(401, 'unauthorized', 'Sign in to detach a section')
    if (!isStaff(req.user)) return jsonError(403, 'unauthorized', 'Only editors and administrators may detach a section')
    const outcome = await detachSection(req.payload, params.id, body.rowId, req.user)
    if (outcome.detached) return Response.json(outcome)
    if (outcome.status === 404) return jsonError(404, 'not_found', outcome.message, [{ path: 'id', message: 'does not exist' }])
    return jsonError(409, 'conflict', outcome.message, [{ path: 'rowId', message: outcome.message }])
  },
})
