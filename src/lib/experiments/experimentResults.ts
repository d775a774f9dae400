/**
 * An experiment's results, read from the first-party store (lib/tracking: every `Experiment Viewed` and
 * goal event is written there, whatever the analytics library), for the admin.
 */
import type { Payload } from 'payload'

import { readExperimentCounts } from '../tracking/data'
import { DEFAULT_EXPERIMENT_GOAL, EXPERIMENT_GOALS, experimentResults, isExperimentGoal, type ExperimentGoal, type ExperimentResults } from './results'

export type ExperimentResultsBody = ExperimentResults & { key: string; status: string; goal: { name: ExperimentGoal; label: string } }

/** The results of the experiment with this id, or undefined when there is none. */
export async function readExperimentResults(payload: Payload, id: number): Promise<ExperimentResultsBody | undefined> {
  const experiment = await payload.findByID({ collection: 'experiments', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!experiment) return undefined
  const goal = isExperimentGoal(experiment.goal) ? experiment.goal : DEFAULT_EXPERIMENT_GOAL
  const counts = await readExperimentCounts(payload, experiment.key, EXPERIMENT_GOALS[goal].events, EXPERIMENT_GOALS[goal].ownEvents)
  const variants = (experiment.variants ?? []).map((_, index) => {
    const row = counts.find((count) => count.variant === index)
    return { visitors: row?.visitors ?? 0, conversions: row?.conversions ?? 0 }
  })
  return { key: experiment.key, status: experiment.status, goal: { name: goal, label: EXPERIMENT_GOALS[goal].label }, ...experimentResults(variants) }
}
