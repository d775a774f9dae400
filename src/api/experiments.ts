/**
 * GET /api/experiments/running → {experiments:[{key, weights, paths}]}: the running block experiments and
 * the published pages that use each (lib/experiments/runningExperiments.ts).
 */
import { runningExperiments } from '@/lib/experiments/data'

import { defineEndpoint } from './endpoint'

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
