/**
 * POST /api/releases/:id/publish {overwrite?} → every document of the release published together, in one
 * transaction (lib/releases/publish.ts); 409 naming the documents published outside the release since they
 * were added, unless `overwrite`; 409 naming the document refused, with nothing published.
 * POST /api/releases/:id/rollback → what was live before the release, put back together.
 * Editors and administrators. Every affected address is expired again once the transaction has committed.
 */
import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { publishRelease, revalidateReleased, rollBackRelease, type ReleaseOutcome } from '@/lib/releases/data'

import { defineEndpoint, documentIdParams } from './endpoint'
import { jsonError } from './errors'
import { isStaff } from './staff'

export const publishReleaseInput = z.object({ overwrite: z.boolean().optional() }).strict()

async function answer(req: PayloadRequest, outcome: ReleaseOutcome, id: number): Promise<Response> {
  switch (outcome.kind) {
    case 'done':
      await revalidateReleased(req.payload, outcome.changed)
      return Response.json({ status: outcome.status, documents: outcome.changed.length })
    case 'not-found':
      return jsonError(404, 'not_found', `No release with id ${id}`, [{ path: 'id', message: 'does not exist' }])
    case 'wrong-status':
      return jsonError(409, 'conflict', `This release is ${outcome.status}`, [{ path: 'status', message: outcome.status }])
    case 'conflicts':
      return jsonError(
        409,
        'conflict',
        `Published outside this release since it was added: ${outcome.items.map((item) => `${item.title}${item.path ? ` (${item.path})` : ''}`).join(', ')}. Publishing the release replaces those versions`,
        outcome.items.map((item) => ({ path: 'global' in item ? 'siteParts' : 'items', message: `${item.title} was published outside the release` })),
      )
    case 'refused':
      return jsonError(409, 'conflict', outcome.message, outcome.document ? [{ path: 'items', message: outcome.document }] : undefined)
  }
}

export const publishReleaseEndpoint = defineEndpoint({
  path: '/:id/publish',
  method: 'post',
  params: documentIdParams,
  body: publishReleaseInput,
  handler: async ({ req, params, body }) => {
    if (!req.user) return jsonError(401, 'unauthorized', 'Sign in to publish a release')
    if (!isStaff(req.user)) return jsonError(403, 'unauthorized', 'Only editors and administrators may publish a release')
    return answer(req, await publishRelease(req, params.id, { overwrite: body.overwrite === true }), params.id)
  },
})

export const rollBackReleaseEndpoint = defineEndpoint({
  path: '/:id/rollback',
  method: 'post',
  params: documentIdParams,
  handler: async ({ req, params }) => {
    if (!req.user) return jsonError(401, 'unauthorized', 'Sign in to roll a release back')
    if (!isStaff(req.user)) return jsonError(403, 'unauthorized', 'Only editors and administrators may roll a release back')
    return answer(req, await rollBackRelease(req, params.id), params.id)
  },
})
