/**
 * The running block experiments, their weights and the published pages that use each
 * (GET /api/experiments/running). A page with experiment blocks carries the running ones' weights to its
 * visitors' browsers, which pick their variants (./chooser.ts).
 */
import type { Payload } from 'payload'

import type { RunningExperimentRead } from './experiments'

export type RunningExperimentsBody = { experiments: { key: string; weights: number[]; paths: string[] }[] }

/** The running experiments and their weights, in key order (as encodeAssignments orders them). */
export async function runningExperimentWeights(payload: Payload): Promise<RunningExperimentRead[]> {
  const running = await payload.find({
    collection: 'experiments',
    where: { status: { equals: 'running' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { key: true, variants: true, goal: true, clickTarget: true },
  })
  // Sorted here, not by the database, whose collation may order hyphens otherwise: the variant segment's order (encodeAssignments).
  return running.docs
    .map((experiment) => ({
      key: experiment.key,
      weights: (experiment.variants ?? []).map((variant) => variant.weight),
      ...(experiment.goal === 'click' && experiment.clickTarget ? { clickTarget: experiment.clickTarget } : {}),
    }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
}

/** The running experiments, their weights and the published pages that use each. */
export async function runningExperiments(payload: Payload): Promise<RunningExperimentsBody> {
  const running = await runningExperimentWeights(payload)
  const keys = running.map((experiment) => experiment.key)
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
    experiments: running.map((experiment) => ({
      ...experiment,
      paths: pages.docs.filter((page) => page.experimentKeys?.includes(`,${experiment.key},`) && page.path).map((page) => page.path as string),
    })),
  }
}
