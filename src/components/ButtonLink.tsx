import type { ReactNode } from 'react'

import type { ButtonKind } from '@/lib/design'

import { buttonClassName, type ButtonBackground, type ButtonVariant } from './Button'
import { Link } from './Link'

export type ButtonLinkProps = {
  href: string
  children: ReactNode
  kind?: ButtonKind
  background?: ButtonBackground
  variant?: ButtonVariant
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ href, children, kind, background, variant }: ButtonLinkProps) {
  return (
    <Link href={href} className={buttonClassName({ kind, background, variant })}>
      {children}
    </Link>
  )
}
