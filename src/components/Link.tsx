import type { ReactNode } from 'react'

import { env } from '@/lib/config/data'
import { classifyLink, linkAttributes } from '@/lib/pages'

export type LinkProps = {
  href: string
  children: ReactNode
  kind?: 'cta' | 'default'
  direction?: 'ltr' | 'rtl'
  underlineColor?: 'green' | 'citron' | 'cream'
  className?: string
  /** Hide the external/hash icon (e.g. inside buttons that carry their own). */
  plain?: boolean
  'aria-current'?: 'page'
}

export function ExternalIcon() {
  return (
    <svg className="link-icon" aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" focusable="false">
      <path d="M4 2h6v6M10 2 3 9" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  )
}

export function DownArrowIcon() {
  return (
    <svg className="link-icon" aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" focusable="false">
      <path d="M6 1v9M2 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  )
}

/** Every link of the site: external links open in a new tab and say so. */
export function Link({ href, children, kind = 'default', direction = 'ltr', underlineColor, className, plain, ...rest }: LinkProps) {
  const linkKind = classifyLink(href, env.siteUrl)
  const classes = ['link', `link--${kind}`, underlineColor && `link--underline-${underlineColor}`, className].filter(Boolean).join(' ')
  return (
    // `dir` only when set: an undefined prop is still written into the page's RSC payload, once per link.
    <a href={href} className={classes} {...(direction === 'rtl' ? { dir: 'rtl' } : {})} {...linkAttributes(linkKind)} {...rest}>
      {children}
      {!plain && linkKind === 'external' && (
        <>
          <ExternalIcon />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </>
      )}
      {!plain && linkKind === 'hash' && <DownArrowIcon />}
    </a>
  )
}
