'use client'
import { FieldError, useFormFields, useFormSubmitted } from '@payloadcms/ui'

/** The admin address inside a slug error ("… already used by “Pricing” (/admin/collections/pages/12) …"). */
const ADMIN_LINK = /\((\/admin\/collections\/[a-z-]+\/[^)\s]+)\)/

/**
 * The slug field's error (issue 30): Payload's own, and when the address is taken, a link to the
 * document that holds it, so the marketer can open it without searching.
 */
export function AddressError({ path }: { path: string }) {
  const field = useFormFields(([fields]) => fields[path])
  const submitted = useFormSubmitted()
  const message = field?.valid === false && submitted ? field.errorMessage : undefined
  const link = message ? ADMIN_LINK.exec(message)?.[1] : undefined
  return (
    <>
      <FieldError path={path} />
      {link && (
        <p role="alert" style={{ margin: 'calc(var(--base) * 0.25) 0', color: 'var(--theme-error-500)' }}>
          <a href={link} target="_blank" rel="noreferrer" style={{ color: 'inherit', textDecoration: 'underline' }}>
            Open the document that uses this address
          </a>
        </p>
      )}
    </>
  )
}
