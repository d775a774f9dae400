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

/**
 * The link icons are drawn by the stylesheet (globals.css, `.link-icon--*`): as inline SVG each one was about 450 bytes
 * of the page, its HTML and its RSC payload, on every external link of the header and footer. The external icon holds
 * the words a screen reader says in its place (pushed out of its box by the stylesheet): an icon and a hidden text of
 * their own were 130 bytes more per link, twice.
 */
export function ExternalIcon() {
  return <span className="link-icon link-icon--external"> (opens in a new tab)</span>
}

export function DownArrowIcon() {
  return <span className="link-icon link-icon--down" aria-hidden="true" />
}

/** Every link of the site: external links open in a new tab and say so. */
export function Link({ href, children, kind = 'default', direction = 'ltr', underlineColor, className, plain, ...rest }: LinkProps) {
  const linkKind = classifyLink(href, env.siteUrl)
  // A plain link needs no class (every link's underline is set on `a`): "link link--default" was written twice per link,
  // in the HTML and in the RSC payload, about 3 KB of a page with the footer.
  const classes =
    [kind !== 'default' && `link--${kind}`, underlineColor && `link--underline-${underlineColor}`, className].filter(Boolean).join(' ') || undefined
  const icon = plain ? null : linkKind === 'external' ? <ExternalIcon /> : linkKind === 'hash' ? <DownArrowIcon /> : null
  return (
    // `className` and `dir` only when set, and the words alone when there is no icon: an undefined prop or a `false`
    // child is still written into the page's RSC payload (`"className":"$undefined"`), once per link (a hundred links on
    // a page with the footer).
    <a href={href} {...(classes ? { className: classes } : {})} {...(direction === 'rtl' ? { dir: 'rtl' } : {})} {...linkAttributes(linkKind)} {...rest}>
      {icon ? (
        <>
          {children}
          {icon}
        </>
      ) : (
        children
      )}
    </a>
  )
}
