import type { ButtonHTMLAttributes } from 'react'

import type { ButtonKind } from '@/lib/design'

// No link here (ButtonLink.tsx): client islands import Button, and Link reads the server's configuration.

export type ButtonBackground = 'light' | 'dark'
export type ButtonVariant = 'header' | 'media'

export type ButtonStyle = {
  kind?: ButtonKind
  /** What the button sits on: dark (black, blue) gets the cream/citron treatment. */
  background?: ButtonBackground
  variant?: ButtonVariant
}

/** The one place a button's classes are decided, for links and buttons alike. */
export function buttonClassName({
  kind = 'primary',
  background = 'light',
  variant,
  loading = false,
  className,
}: ButtonStyle & { loading?: boolean; className?: string }): string {
  return ['button', `button--${kind}`, `button--on-${background}`, variant && `button--${variant}`, loading && 'button--loading', className]
    .filter(Boolean)
    .join(' ')
}

export type ButtonProps = ButtonStyle &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-busy' | 'aria-disabled'> & {
    /** Busy: clicks are ignored and assistive technology hears `loadingLabel`. */
    loading?: boolean
    loadingLabel?: string
  }

/**
 * A real button (an action). No state of its own, so it renders on the server and inside client islands;
 * only a client component can give it `onClick`.
 */
export function Button({
  kind,
  background,
  variant,
  loading = false,
  loadingLabel = 'Loading',
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      // A loading submit button must not submit again; 'button' needs no handler, so this works from a server component too.
      type={loading ? 'button' : type}
      className={buttonClassName({ kind, background, variant, loading, className })}
      onClick={loading ? undefined : onClick}
      // aria-disabled rather than disabled: the button keeps focus while the work finishes.
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      formAction={loading ? undefined : rest.formAction}
    >
      {loading && <span className="button__spinner" aria-hidden="true" />}
      {children}
      {loading && (
        // The space sits outside the span: accessible-name algorithms trim inside it and would run the words together.
        <>
          {' '}
          <span className="visually-hidden">{loadingLabel}</span>
        </>
      )}
    </button>
  )
}
