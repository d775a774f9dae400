import type { ComponentPropsWithRef } from 'react'

/** A small action button of the admin's own look (Payload's classes): secondary unless said. */
export function ActionButton({ kind = 'secondary', ...props }: { kind?: 'primary' | 'secondary' } & ComponentPropsWithRef<'button'>) {
  return <button type="button" className={`btn btn--style-${kind} btn--size-small`} {...props} />
}

/** What an action answered, read out by screen readers as it changes. */
export function ActionStatus({ message }: { message: string }) {
  return (
    <span role="status" className="field-description">
      {message}
    </span>
  )
}

/** The last step of an admin action: the button that does it (its busy words while it runs), and Cancel. */
export function ConfirmOrCancel({
  label,
  busyLabel,
  busy,
  disabled = false,
  onConfirm,
  onCancel,
  confirmRef,
}: {
  label: string
  busyLabel: string
  busy: boolean
  disabled?: boolean
  onConfirm: () => void
  onCancel: () => void
  confirmRef?: ComponentPropsWithRef<'button'>['ref']
}) {
  return (
    <>
      <ActionButton ref={confirmRef} kind="primary" onClick={onConfirm} disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </ActionButton>
      <ActionButton onClick={onCancel} disabled={busy}>
        Cancel
      </ActionButton>
    </>
  )
}
