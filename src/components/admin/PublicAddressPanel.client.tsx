'use client'
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

import { expectedPath } from '@/lib/pages'

type Props = { origin: string; previewBase: string }

/** Open (the published page) and Preview (the latest draft, in draft mode) for the document's address. */
export function PublicAddressPanel({ origin, previewBase }: Props) {
  const path = useFormFields(([fields]) => fields.path?.value)
  const form = useFormFields(([fields]) => ({ slug: fields.slug?.value, title: fields.title?.value, family: fields.family?.value }))
  const { collectionSlug, hasPublishedDoc } = useDocumentInfo()
  const address = typeof path === 'string' && path.startsWith('/') ? path : undefined
  // What the slug hook will make of the form as it stands: shown before the first save, and when
  // an edit will move the page.
  const upcoming = collectionSlug ? expectedPath(collectionSlug, form) : undefined
  return (
    <div className="field-type public-address" data-testid="public-address">
      <span className="field-label">Public address</span>
      {address ? (
        <>
          <p className="public-address__url">
            <code>{`${origin}${address}`}</code>
          </p>
          <div className="public-address__actions">
            {hasPublishedDoc ? (
              <a className="btn btn--style-secondary btn--size-small" href={`${origin}${address}`} target="_blank" rel="noopener noreferrer">
                Open
              </a>
            ) : (
              <span className="btn btn--style-secondary btn--size-small btn--disabled" aria-disabled="true" title="Publish the page to open it on the site">
                Open
              </span>
            )}
            <a
              className="btn btn--style-secondary btn--size-small"
              href={`${previewBase}&${new URLSearchParams({ path: address })}`}
              target="_blank"
              rel="noopener"
            >
              Preview
            </a>
          </div>
          {!hasPublishedDoc && <p className="field-description">Not published yet: visitors get “page not found” until you publish.</p>}
          {upcoming && upcoming !== address && (
            <p className="field-description" data-testid="public-address-next">
              After you save: <code>{upcoming}</code>
              {hasPublishedDoc ? ' (the old address will redirect to it)' : ''}
            </p>
          )}
        </>
      ) : upcoming ? (
        <>
          <p className="public-address__url">
            <code>{`${origin}${upcoming}`}</code>
          </p>
          <p className="field-description">The page gets this address when you first save or publish it.</p>
        </>
      ) : (
        <p className="field-description">Give the page a title (or a slug) to see its address.</p>
      )}
    </div>
  )
}
