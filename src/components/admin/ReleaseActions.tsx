import type { UIFieldServerComponent } from 'payload'

import { env } from '@/lib/config/data'
import { adminEditUrl, adminGlobalUrl, releasePreviewUrl } from '@/lib/pages'
import { targetKey } from '@/lib/releases'
import { readRelease } from '@/lib/releases/data'
import { previewSecret } from '@/lib/secrets'

import { ReleaseButtons } from './ReleaseButtons.client'

/**
 * On a campaign release: its documents as they stand (unpublished changes to go live, conflicts), the whole
 * site's preview as after it, and the button that publishes them all together, or rolls a published release
 * back. Rendered on the server for the signed-in editor, so the preview secret reaches no one else.
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
  // The preview starts at the first page the release changes, else the home page.
  const firstPath = state.find((item) => item.path && !item.missing)?.path ?? '/'
  return (
    <section className="release-actions" aria-labelledby="release-actions-title">
      <h3 id="release-actions-title">
        {release.status === 'open' ? 'Ready to publish' : release.status === 'published' ? 'Published' : 'Rolled back'}: {state.length} document
        {state.length === 1 ? '' : 's'}
      </h3>
      {state.length > 0 && (
        <ul>
          {state.map((item) => (
            <li key={targetKey(item)}>
              <a href={'global' in item ? adminGlobalUrl(item.global) : adminEditUrl(item.collection, item.id)}>{item.title}</a>
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
      {release.status === 'open' && state.length > 0 && (
        <p>
          <a
            className="btn btn--style-secondary btn--size-small"
            href={releasePreviewUrl(releaseId, firstPath, previewSecret(env.payloadSecret))}
            target="_blank"
            rel="noopener"
          >
            Preview the site after this release
          </a>{' '}
          <span className="release-actions__note">Every page as it will be once published: this release’s drafts, the rest as it is live now.</span>
        </p>
      )}
      <ReleaseButtons id={releaseId} status={release.status} conflicts={conflicts} empty={state.length === 0} />
    </section>
  )
}
