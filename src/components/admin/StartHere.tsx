import type { Payload } from 'payload'

import { formatUtcMinute } from '@/components/formatDate'
import { recentlyEdited, scheduledNext, type Listed } from '@/lib/editor/data'
import { adminCreatePageUrl, adminEditUrl } from '@/lib/pages'

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
