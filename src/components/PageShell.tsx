import type { ReactNode } from 'react'

import type { Shell } from '@/lib/pages/queries'

import { AdminBar, type AdminBarProps } from './admin/AdminBar.client'
import { Footer } from './Footer'
import { Header } from './Header'
import { Logo } from './Logo'

type Props = {
  shell: Shell
  variant?: 'full' | 'simple'
  /** The editors' bar: off when mode is unset (production outside draft preview). */
  editing?: Omit<AdminBarProps, 'mode'> & { mode?: AdminBarProps['mode'] }
  children: ReactNode
}

function EditingTools({ editing }: Pick<Props, 'editing'>) {
  if (!editing?.mode) return null
  return <AdminBar editUrl={editing.editUrl} exitUrl={editing.exitUrl} mode={editing.mode} />
}

/** The page shell: full (header, navigation, footer) or simple (logo and copyright only). */
export function PageShell({ shell, variant = 'full', editing, children }: Props) {
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
  return (
    <>
      <Header shell={shell} />
      <main id="main">{children}</main>
      <Footer shell={shell} />
      <EditingTools editing={editing} />
    </>
  )
}
