/**
 * The running block experiments, their weights and the published pages that use each. The pages with
 * running experiments are left out of the build's pre-rendered set, so the unrouted handler picks each
 * visitor's variants (lib/pages/unrouted.ts); GET /api/experiments/running serves the same answer.
 */
import type { Payload } from 'payload'

export type RunningExperimentsBody = { experiments: { key: string; weights: number[]; paths: string[] }[] }

/** The running experiments, their weights and the published pages that use each. */
export async function runningExperiments(payload: Payload): Promise<RunningExperimentsBody> {
  const running = await payload.find({
    collection: 'experiments',
    where: { status: { equals: 'running' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { key: true, variants: true },
  })
  const keys = running.docs.map((experiment) => experiment.key)
  const pages = keys.length
    ? await payload.find({
        collection: 'pages',
        where: { and: [{ _status: { equals: 'published' } }, { or: keys.map((key) => ({ experimentKeys: { like: `,${key},` } })) }] },
        pagination: false,
        depth: 0,
        overrideAccess: true,
        select: { path: true, experimentKeys: true },
      })
    : { docs: [] }
  return {
    experiments: running.docs.map((experiment) => ({
      key: experiment.key,
      weights: (experiment.variants ?? []).map((variant) => variant.weight),
      paths: pages.docs.filter((page) => page.experimentKeys?.includes(`,${experiment.key},`) && page.path).map((page) => page.path as string),
    })),
  }
}
