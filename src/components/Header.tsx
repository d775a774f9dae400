import { draftMode } from 'next/headers'

import { env } from '@/lib/config/data'
import { getFlags } from '@/lib/experiments/data'
import { classifyLink, buildNavigation, NAVIGATION_PATH, navigationVersion, summarizeNavigation, type GroupSource } from '@/lib/pages'
import type { Shell } from '@/lib/pages/data'

import { ButtonLink } from './ButtonLink'
import { Link } from './Link'
import { HeaderNav, type HeaderMenus } from './header/HeaderNav.client'
import { HeaderScroll } from './header/HeaderScroll.client'
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

/** The header: server-rendered links and logo, with the menus and the scroll behaviour as small client islands. */
/** The two navigations of the newHeaderNavigation flag. */
export type HeaderNavigation = 'new' | 'old'

export async function Header({ shell, navigation }: { shell: Shell; navigation?: HeaderNavigation }) {
  const { header, settings } = shell
  const variant = navigation ?? ((await getFlags()).newHeaderNavigation ? 'new' : 'old')
  const groups = buildNavigation((header.groups ?? []) as GroupSource[], env.siteUrl)
  // The menus' entries are fetched by the island, at the version this page shows (GET /api/navigation); an editor's
  // preview carries its own, since its header may be a draft or a release's.
  const menus: HeaderMenus = (await draftMode()).isEnabled ? { groups } : { src: `/api${NAVIGATION_PATH}?v=${navigationVersion(groups)}` }
  const topLinks = (header.topLinks ?? []).map((link) => {
    const href = topLinkHref(link, settings)
    return { label: link.label, href, ...(classifyLink(href, env.siteUrl) === 'external' && { external: true as const }) }
  })
  return (
    <header className="site-header">
      <HeaderScroll />
      <div className="container site-header__top">
        <ul className="top-links" aria-label="Top links">
          {topLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="container site-header__main">
        <Logo brand={settings.brandName} />
        <HeaderNav groups={summarizeNavigation(groups)} menus={menus} variant={variant} signUp={header.signUp} topLinks={topLinks} />
        <ButtonLink href={header.signUp.href} kind="primary" background="dark" variant="header">
          {header.signUp.label}
        </ButtonLink>
      </div>
    </header>
  )
}
