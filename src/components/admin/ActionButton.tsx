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
