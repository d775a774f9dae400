import type { Shell } from '@/lib/pages/data'
import { SOCIAL_NETWORKS } from '@/lib/pages'

import { Link } from './Link'
import { Logo } from './Logo'

export function Footer({ shell }: { shell: Shell }) {
  const { footer, settings } = shell
  return (
    <footer className="site-footer section--dark">
      <div className="container">
        <div className="site-footer__columns">
          <div>
            <Logo brand={settings.brandName} />
          </div>
          {/* Keyed by position: the footer never reorders on a visitor's screen, and each key is written into the
              page's RSC payload (a 24-character row id, 40 times a page). */}
          {footer.columns?.map((column, columnIndex) => (
            <nav key={columnIndex} aria-label={column.heading}>
              <h2 className="site-footer__heading">{column.heading}</h2>
              <ul>
                {column.links?.map((link, linkIndex) => (
                  <li key={linkIndex}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="site-footer__bottom">
          <ul className="social" aria-label="Social media">
            {footer.social?.map((entry, entryIndex) => (
              <li key={entryIndex}>
                <Link href={entry.href}>{SOCIAL_NETWORKS[entry.network]}</Link>
              </li>
            ))}
          </ul>
          <p className="compliance">{footer.compliance}</p>
          <p>
            {/* Opened by the consent island; before it hydrates the button does nothing. */}
            <button type="button" className="link-button" data-cookie-preferences="">
              Cookie preferences
            </button>
          </p>
          <p className="copyright">
            © {new Date().getUTCFullYear()} {settings.brandName}
          </p>
        </div>
      </div>
    </footer>
  )
}
