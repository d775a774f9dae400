/** The admin dashboard's Start here panel: what was edited last, and what is scheduled next. */
import type { Payload } from 'payload'

import { ROUTED_COLLECTIONS } from '../pages'

/** How many documents each list shows. */
const LISTED = 5

export type Listed = { collection: string; id: number | string; title: string; when: string }

/** The documents edited last, across the routed collections (drafts included). */
export async function recentlyEdited(payload: Payload): Promise<Listed[]> {
  const lists = await Promise.all(
    ROUTED_COLLECTIONS.map(async (collection) => {
      const result = await payload.find({
        collection,
        sort: '-updatedAt',
        limit: LISTED,
        depth: 0,
        draft: true,
        pagination: false,
        select: { title: true, updatedAt: true },
      })
      return result.docs.map((doc) => ({ collection, id: doc.id, title: String(doc.title ?? `#${doc.id}`), when: String(doc.updatedAt) }))
    }),
  )
  return lists
    .flat()
    .sort((a, b) => b.when.localeCompare(a.when))
    .slice(0, LISTED)
}

/** The next scheduled publishes and unpublishes. */
export async function scheduledNext(payload: Payload): Promise<(Listed & { action: string })[]> {
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }] },
    sort: 'waitUntil',
    limit: LISTED,
    depth: 1,
    pagination: false,
  })
  return jobs.docs.flatMap((job) => {
    const input = job.input as { type?: string; doc?: { relationTo?: string; value?: unknown } } | null
    const target = input?.doc
    const value = target?.value
    const doc = typeof value === 'object' && value !== null ? (value as { id: number | string; title?: unknown }) : undefined
    if (!target?.relationTo || !doc || !job.waitUntil) return []
    return [
      {
        collection: target.relationTo,
        id: doc.id,
        title: String(doc.title ?? `#${doc.id}`),
        when: job.waitUntil,
        action: input?.type === 'unpublish' ? 'Unpublish' : 'Publish',
      },
    ]
  })
}
