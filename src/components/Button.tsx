import type { ReactNode } from 'react'

import type { ButtonKind } from '@/lib/design'

import { Link } from './Link'

export type ButtonLinkProps = {
  href: string
  children: ReactNode
  kind?: ButtonKind
  background?: 'light' | 'dark'
  variant?: 'header' | 'media'
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ href, children, kind = 'primary', background = 'light', variant }: ButtonLinkProps) {
  const className = ['button', `button--${kind}`, `button--on-${background}`, variant && `button--${variant}`].filter(Boolean).join(' ')
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  )
}
