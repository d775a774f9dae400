/**
 * GET /api/experiments/running → {experiments:[{key, weights, paths}]}: the running block experiments and
 * the published pages that use each (lib/experiments/runningExperiments.ts).
 * GET /api/experiments/:id/results → the experiment's visitors, conversions, rates, uplift and probability
 * to beat A per variant, with a verdict (lib/experiments/results.ts). Signed-in staff only.
 * POST /api/experiments/:id/declare-winner {variant: 0–3} → every page using it keeps that variant and is
 * published again, the experiment stops (lib/experiments/declareWinner.ts). Editors and administrators.
 */
import { revalidateTag } from 'next/cache'
import { z } from 'zod'

import { VARIANT_LETTERS } from '@/lib/experiments'
import { declareWinner, readExperimentResults, runningExperiments } from '@/lib/experiments/data'
import { tags } from '@/lib/pages'

import { defineEndpoint, documentIdParams } from './endpoint'
import { jsonError } from './errors'
import { isStaff } from './staff'

export const runningExperimentsEndpoint = defineEndpoint({
  // On the experiments collection (so it is not taken for a document id): /api/experiments/running.
  path: '/running',
  method: 'get',
  rateLimit: false,
  handler: async ({ req }) => {
    const body = await runningExperiments(req.payload)
    return Response.json(body, { headers: { 'cache-control': 'no-store' } })
  },
})

export const experimentResultsEndpoint = defineEndpoint({
  path: '/:id/results',
  method: 'get',
  params: documentIdParams,
  rateLimit: { limit: 120, windowMs: 60_000 },
  handler: async ({ req, params }) => {
    if (!req.user) return jsonError(401, 'unauthorized', 'Sign in to read an experiment’s results')
    const body = await readExperimentResults(req.payload, params.id)
    if (!body) return jsonError(404, 'not_found', `No experiment with id ${params.id}`, [{ path: 'id', message: 'does not exist' }])
    return Response.json(body, { headers: { 'cache-control': 'private, no-store' } })
  },
})

export const declareWinnerInput = z.object({
  variant: z
    .number()
    .int()
    .min(0)
    .max(VARIANT_LETTERS.length - 1, { message: `must be a variant's index, 0 (A) to ${VARIANT_LETTERS.length - 1}` }),
})

export const declareWinnerEndpoint = defineEndpoint({
  path: '/:id/declare-winner',
  method: 'post',
  params: documentIdParams,
  body: declareWinnerInput,
  handler: async ({ req, params, body }) => {
    if (!req.user) return jsonError(401, 'unauthorized', 'Sign in to declare a winner')
    if (!isStaff(req.user)) return jsonError(403, 'unauthorized', 'Only editors and administrators may declare a winner')
    const outcome = await declareWinner(req, params.id, body.variant)
    switch (outcome.kind) {
      case 'not-found':
        return jsonError(404, 'not_found', `No experiment with id ${params.id}`, [{ path: 'id', message: 'does not exist' }])
      case 'no-such-variant':
        return jsonError(400, 'invalid_input', `This experiment has ${outcome.variants} variants`, [{ path: 'variant', message: 'no such variant' }])
      case 'unpublished-changes':
        return jsonError(
          409,
          'conflict',
          `Publish or discard the unpublished changes first, on ${outcome.paths.join(', ')}: declaring the winner publishes the page`,
          outcome.paths.map((path) => ({ path: 'pages', message: `${path} has unpublished changes` })),
        )
      case 'declared':
        // The pages' own hooks expired them inside the transaction; again now that it is committed, so no render
        // between the two kept the old layout.
        for (const path of outcome.paths) revalidateTag(tags.document(path), { expire: 0 })
        revalidateTag(tags.experiments, { expire: 0 })
        return Response.json(outcome)
    }
  },
})
