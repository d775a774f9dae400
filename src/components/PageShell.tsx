import { cache, type ReactNode } from 'react'

import type { Shell } from '@/lib/pages/data'

import type { AdminBarProps } from './admin/AdminBar.client'
import { Footer } from './Footer'
import { Header, type HeaderNavigation } from './Header'
import { LazyAdminBar } from './lazy.client'
import { Logo } from './Logo'

type Props = {
  shell: Shell
  variant?: 'full' | 'simple'
  /** The editors' bar: off when mode is unset (production outside draft preview). */
  editing?: Omit<AdminBarProps, 'mode'> & { mode?: AdminBarProps['mode'] }
  /** The navigation a tested newHeaderNavigation flag chose for this render; absent: the site's. */
  navigation?: HeaderNavigation
  children: ReactNode
}

/**
 * The header and footer elements, made once per render and keyed by the shell.
 * Every page's payload also carries the 404 view (the layout's not-found
 * fallback) in the same shell; React sends an element it has already sent as
 * a reference, so the one element object keeps the header and footer from
 * being serialized twice (about a quarter of the page's RSC payload).
 */
const chrome = cache((shell: Shell, navigation?: HeaderNavigation) => ({
  header: <Header shell={shell} navigation={navigation} />,
  footer: <Footer shell={shell} />,
}))

function EditingTools({ editing }: Pick<Props, 'editing'>) {
  if (!editing?.mode) return null
  return <LazyAdminBar editUrl={editing.editUrl} exitUrl={editing.exitUrl} mode={editing.mode} document={editing.document} release={editing.release} />
}

/** The page shell: full (header, navigation, footer) or simple (logo and copyright only). */
export function PageShell({ shell, variant = 'full', editing, navigation, children }: Props) {
  if (variant === 'simple') {
    return (
      <>
        <header className="site-header site-header--simple">
          <div className="container site-header__main">
            <Logo brand={shell.settings.brandName} />
          </div>
        </header>
        <main id="main">{children}</main>
        <footer className="site-footer site-footer--simple">
          <div className="container">
            <p className="copyright">
              © {new Date().getUTCFullYear()} {shell.settings.brandName}
            </p>
          </div>
        </footer>
        <EditingTools editing={editing} />
      </>
    )
  }
  const { header, footer } = chrome(shell, navigation)
  return (
    <>
      {header}
      <main id="main">{children}</main>
      {footer}
      <EditingTools editing={editing} />
    </>
  )
}
