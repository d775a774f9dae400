import type { UIFieldServerComponent } from 'payload'

import { adminEditUrl } from '@/lib/pages'
import { readRelease } from '@/lib/releases/data'

import { ReleaseButtons } from './ReleaseButtons.client'

/**
 * On a campaign release: its documents as they stand (unpublished changes to go live, conflicts), and the
 * button that publishes them all together, or rolls a published release back.
 */
export const ReleaseActions: UIFieldServerComponent = async ({ payload, id }) => {
  const releaseId = Number(id)
  if (!Number.isInteger(releaseId) || releaseId <= 0) {
    return <p className="release-actions">Save the release, then add the documents it publishes.</p>
  }
  const release = await readRelease(payload, releaseId)
  if (!release) return null
  const state = release.items
  const conflicts = state.filter((item) => item.conflict).length
  return (
    <section className="release-actions" aria-labelledby="release-actions-title">
      <h3 id="release-actions-title">
        {release.status === 'open' ? 'Ready to publish' : release.status === 'published' ? 'Published' : 'Rolled back'}: {state.length} document
        {state.length === 1 ? '' : 's'}
      </h3>
      {state.length > 0 && (
        <ul>
          {state.map((item) => (
            <li key={`${item.collection}-${item.id}`}>
              <a href={adminEditUrl(item.collection, item.id)}>{item.title}</a>
              {item.path ? <span className="release-actions__note"> {item.path}</span> : null}
              {item.missing ? <strong> — deleted: remove it from the release</strong> : null}
              {release.status === 'open' && !item.missing ? (
                <span className="release-actions__note">{item.hasDraft ? ' — changes to publish' : ' — no unpublished changes'}</span>
              ) : null}
              {release.status === 'open' && item.conflict ? (
                <strong> — conflict: published outside this release since it was added; the release would replace that version</strong>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ReleaseButtons id={releaseId} status={release.status} conflicts={conflicts} empty={state.length === 0} />
    </section>
  )
}
