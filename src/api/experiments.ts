/**
 * GET /api/experiments/running → {experiments:[{key, weights, paths}]}: the
 * running block experiments and the published pages that use each. The proxy
 * reads it every few seconds to pick visitors' variants before rendering.
 */
import { defineEndpoint } from './endpoint'

export type RunningExperimentsBody = { experiments: { key: string; weights: number[]; paths: string[] }[] }

export const runningExperimentsEndpoint = defineEndpoint({
  // On the experiments collection (so it is not taken for a document id): /api/experiments/running.
  path: '/running',
  method: 'get',
  rateLimit: false,
  handler: async ({ req }) => {
    const running = await req.payload.find({
      collection: 'experiments',
      where: { status: { equals: 'running' } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { key: true, variants: true },
    })
    const keys = running.docs.map((experiment) => experiment.key)
    const pages = keys.length
      ? await req.payload.find({
          collection: 'pages',
          where: { and: [{ _status: { equals: 'published' } }, { or: keys.map((key) => ({ experimentKeys: { like: `,${key},` } })) }] },
          pagination: false,
          depth: 0,
          overrideAccess: true,
          select: { path: true, experimentKeys: true },
        })
      : { docs: [] }
    const body: RunningExperimentsBody = {
      experiments: running.docs.map((experiment) => ({
        key: experiment.key,
        weights: (experiment.variants ?? []).map((variant) => variant.weight),
        paths: pages.docs.filter((page) => page.experimentKeys?.includes(`,${experiment.key},`) && page.path).map((page) => page.path as string),
      })),
    }
    return Response.json(body, { headers: { 'cache-control': 'no-store' } })
  },
})
