/**
 * A release published at its scheduled moment: queued when its time is saved (the Releases collection), run by
 * the jobs queue the app server works every JOBS_INTERVAL_SECONDS. A release rescheduled, published by hand or
 * rolled back meanwhile is left alone; one refused (a conflict, a document that fails its checks) stays open,
 * the reason in the job's output and the server's log.
 */
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { JOBS_QUEUE } from '../jobs'
import { publishRelease, revalidateReleased } from './publish'

export const PUBLISH_SCHEDULED_RELEASE = 'publishScheduledRelease'

export const publishScheduledReleaseTask: TaskConfig<'publishScheduledRelease'> = {
  slug: PUBLISH_SCHEDULED_RELEASE,
  label: 'Publish a campaign release at its scheduled moment',
  inputSchema: [
    { name: 'release', type: 'number', required: true },
    { name: 'at', type: 'text', required: true },
  ],
  outputSchema: [
    { name: 'published', type: 'checkbox' },
    { name: 'reason', type: 'text' },
  ],
  handler: async ({ input, req }) => {
    const release = await req.payload.findByID({ collection: 'releases', id: input.release, depth: 0, overrideAccess: true, disableErrors: true })
    if (!release || release.status !== 'open' || release.publishAt !== input.at)
      return { output: { published: false, reason: 'no longer scheduled for this moment' } }
    const outcome = await publishRelease(req, input.release)
    if (outcome.kind === 'done') {
      await revalidateReleased(req.payload, outcome.changed)
      return { output: { published: true } }
    }
    const reason =
      outcome.kind === 'refused'
        ? outcome.message
        : outcome.kind === 'conflicts'
          ? 'documents were published outside the release since they were added'
          : outcome.kind
    req.payload.logger.warn(`release ${input.release}: not published at its scheduled moment (${reason})`)
    return { output: { published: false, reason } }
  },
}

/** Queues the release's publish for its scheduled moment (a moment already past runs at once). */
export async function scheduleRelease(payload: Payload, id: number, at: string, req?: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: PUBLISH_SCHEDULED_RELEASE, input: { release: id, at }, queue: JOBS_QUEUE, waitUntil: new Date(at), ...(req ? { req } : {}) })
}
