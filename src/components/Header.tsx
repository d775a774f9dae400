import { env } from '@/lib/env'
import type { Shell } from '@/lib/pages/queries'
import type { NavigationItem } from '@/payload-types'

import { ButtonLink } from './Button'
import { Link } from './Link'
import { Logo } from './Logo'

type TopLink = NonNullable<Shell['header']['topLinks']>[number]

function topLinkHref(link: TopLink, settings: Shell['settings']): string {
  switch (link.kind) {
    case 'initiative':
      return settings.initiativeUrl
    case 'shop':
      return settings.shopUrl
    case 'login':
      return env.hosts.portal
    default:
      return link.href ?? '/'
  }
}

function NavItem({ item }: { item: NavigationItem }) {
  return (
    <li className="nav-item">
      {item.href ? <Link href={item.href}>{item.label}</Link> : <span>{item.label}</span>}
      {item.isNew && <span className="badge">New</span>}
      {item.description && <p className="nav-item__description">{item.description}</p>}
      {item.items && item.items.length > 0 && (
        <ul className="nav-item__nested">
          {item.items.map((nested) => (
            <li key={nested.id ?? nested.href}>
              <Link href={nested.href}>{nested.label}</Link>
              {nested.isNew && <span className="badge">New</span>}
            </li>
          ))}
        </ul>
      )}
      {item.seeMoreLink?.href && item.seeMoreLink.label && (
        <Link href={item.seeMoreLink.href} kind="cta">
          {item.seeMoreLink.label}
        </Link>
      )}
    </li>
  )
}

/** The server-rendered header: dropdowns are native disclosure widgets until the interactive shell lands. */
export function Header({ shell, editUrl }: { shell: Shell; editUrl?: string }) {
  const { header, settings } = shell
  return (
    <header className="site-header" data-variant={header.navigationVariant}>
      <div className="container site-header__top">
        <ul className="top-links" aria-label="Top links">
          {header.topLinks?.map((link) => (
            <li key={link.id ?? link.label}>
              <Link href={topLinkHref(link, settings)}>{link.label}</Link>
            </li>
          ))}
          {editUrl && (
            <li>
              <a href={editUrl} className="edit-link">
                Edit this page
              </a>
            </li>
          )}
        </ul>
      </div>
      <div className="container site-header__main">
        <Logo brand={settings.brandName} />
        <nav aria-label="Main" className="main-nav">
          <ul className="main-nav__groups">
            {header.groups?.map((group) => {
              const items = (group.items ?? []).filter((item): item is NavigationItem => typeof item === 'object')
              if (items.length === 0 && group.href) {
                return (
                  <li key={group.id ?? group.label} className="main-nav__group">
                    <Link href={group.href}>{group.label}</Link>
                  </li>
                )
              }
              return (
                <li key={group.id ?? group.label} className="main-nav__group">
                  <details>
                    <summary>{group.label}</summary>
                    <ul className="main-nav__menu">
                      {items.map((item) => (
                        <NavItem key={item.id} item={item} />
                      ))}
                    </ul>
                  </details>
                </li>
              )
            })}
          </ul>
        </nav>
        <ButtonLink href={header.signUp.href} kind="primary" background="dark" variant="header">
          {header.signUp.label}
        </ButtonLink>
      </div>
    </header>
  )
}
