/**
 * POST /api/releases/:id/publish {overwrite?} → every document of the release published together, in one
 * transaction (lib/releases/publish.ts); 409 naming the documents published outside the release since they
 * were added, unless `overwrite`; 409 naming the document refused, with nothing published.
 * POST /api/releases/:id/rollback → what was live before the release, put back together.
 * Editors and administrators. Every affected address is expired again once the transaction has committed.
 */
import { revalidateTag } from 'next/cache'
import { z } from 'zod'

import { PAGE_FAMILY_NAMES, ROUTED_COLLECTIONS, tags } from '@/lib/pages'
import { publishRelease, rollBackRelease, type ReleaseOutcome } from '@/lib/releases/data'

import { defineEndpoint, documentIdParams } from './endpoint'
import { jsonError } from './errors'
import { isStaff } from './staff'

export const publishReleaseInput = z.object({ overwrite: z.boolean().optional() }).strict()

/** Once committed: every address the release changed (and the lists and sitemap showing them) expired at once. */
function revalidateCommitted(changed: Extract<ReleaseOutcome, { kind: 'done' }>['changed']): void {
  const expired = new Set<string>([tags.sitemap, ...PAGE_FAMILY_NAMES.map(tags.family)])
  for (const { collection, path, before } of changed) {
    if (path) expired.add(tags.document(path))
    if (before) expired.add(tags.document(before))
    if (collection !== 'pages' && (ROUTED_COLLECTIONS as readonly string[]).includes(collection)) expired.add(tags.collection(collection))
  }
  for (const tag of expired) revalidateTag(tag, { expire: 0 })
}

function answer(outcome: ReleaseOutcome, id: number): Response {
  switch (outcome.kind) {
    case 'done':
      revalidateCommitted(outcome.changed)
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
        outcome.items.map((item) => ({ path: 'items', message: `${item.collection} ${item.id} was published outside the release` })),
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
    return answer(await publishRelease(req, params.id, { overwrite: body.overwrite === true }), params.id)
  },
})

export const rollBackReleaseEndpoint = defineEndpoint({
  path: '/:id/rollback',
  method: 'post',
  params: documentIdParams,
  handler: async ({ req, params }) => {
    if (!req.user) return jsonError(401, 'unauthorized', 'Sign in to roll a release back')
    if (!isStaff(req.user)) return jsonError(403, 'unauthorized', 'Only editors and administrators may roll a release back')
    return answer(await rollBackRelease(req, params.id), params.id)
  },
})
