'use client'
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

type Props = { origin: string; previewBase: string }

/** Open (the published page) and Preview (the latest draft, in draft mode) for the document's address. */
export function PublicAddressPanel({ origin, previewBase }: Props) {
  const path = useFormFields(([fields]) => fields.path?.value)
  const { hasPublishedDoc } = useDocumentInfo()
  const address = typeof path === 'string' && path.startsWith('/') ? path : undefined
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
            <a className="btn btn--style-secondary btn--size-small" href={`${previewBase}&${new URLSearchParams({ path: address })}`} target="_blank" rel="noopener">
              Preview
            </a>
          </div>
          {!hasPublishedDoc && <p className="field-description">Not published yet: visitors get “page not found” until you publish.</p>}
        </>
      ) : (
        <p className="field-description">The address is made from the slug when the page is first saved.</p>
      )}
    </div>
  )
}
