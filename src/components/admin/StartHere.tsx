import type { Payload } from 'payload'

import { formatUtcMinute } from '@/components/formatDate'
import { ROUTED_COLLECTIONS, adminCreatePageUrl, adminEditUrl } from '@/lib/pages'

/** How many documents each list shows. */
const LISTED = 5

type Listed = { collection: string; id: number | string; title: string; when: string }

async function recentlyEdited(payload: Payload): Promise<Listed[]> {
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

async function scheduledNext(payload: Payload): Promise<(Listed & { action: string })[]> {
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

/**
 * The dashboard's first panel (issue 30): where a marketer starts (a new landing page), what was
 * edited last, and what is scheduled to publish or unpublish next; the deliveries panel follows.
 */
export async function StartHere({ payload }: { payload: Payload }) {
  let recent: Listed[] = []
  let scheduled: (Listed & { action: string })[] = []
  try {
    ;[recent, scheduled] = await Promise.all([recentlyEdited(payload), scheduledNext(payload)])
  } catch (error) {
    payload.logger.warn(`dashboard: could not read recent and scheduled documents (${error instanceof Error ? error.message : String(error)})`)
  }
  return (
    <section className="start-here" aria-label="Start here">
      <h2 className="start-here__title">Start here</h2>
      <p className="start-here__actions">
        <a className="start-here__primary" href={adminCreatePageUrl('landing')}>
          Create a landing page
        </a>{' '}
        Give it a title and save a draft; then open the live preview (the eye button) to add blocks and click and edit on the page itself.
      </p>
      <div className="start-here__lists">
        <div>
          <h3 className="start-here__subtitle">Recently edited</h3>
          {recent.length === 0 ? (
            <p>Nothing yet.</p>
          ) : (
            <ul>
              {recent.map((doc) => (
                <li key={`${doc.collection}-${doc.id}`}>
                  <a href={adminEditUrl(doc.collection, doc.id)}>{doc.title}</a> <time dateTime={doc.when}>{formatUtcMinute(doc.when)}</time>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="start-here__subtitle">Scheduled next</h3>
          {scheduled.length === 0 ? (
            <p>Nothing scheduled. Schedule a publish from a document’s Publish menu.</p>
          ) : (
            <ul>
              {scheduled.map((doc) => (
                <li key={`${doc.collection}-${doc.id}-${doc.when}`}>
                  {doc.action} <a href={adminEditUrl(doc.collection, doc.id)}>{doc.title}</a> <time dateTime={doc.when}>{formatUtcMinute(doc.when)}</time>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  )
}
