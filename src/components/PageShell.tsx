import type { ReactNode } from 'react'

import type { Shell } from '@/lib/pages/queries'

import { Footer } from './Footer'
import { Header } from './Header'
import { Logo } from './Logo'

type Props = {
  shell: Shell
  variant?: 'full' | 'simple'
  /** Admin address of the document, shown as "Edit this page" where editing tools are on. */
  editUrl?: string
  children: ReactNode
}

/** The page shell: full (header, navigation, footer) or simple (logo and copyright only). */
export function PageShell({ shell, variant = 'full', editUrl, children }: Props) {
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
      </>
    )
  }
  return (
    <>
      <Header shell={shell} editUrl={editUrl} />
      <main id="main">{children}</main>
      <Footer shell={shell} />
    </>
  )
}
