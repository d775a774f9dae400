'use client'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { isNavigationAnswer, type NavEntry, type NavGroup, type NavGroupSummary, type NavLink, type NavVariant } from '@/lib/pages'

import styles from './HeaderNav.module.css'
import { useFocusTrap } from '../hooks/useFocusTrap'
import { useScrollLock } from '../hooks/useScrollLock'

/**
 * The menus' entries: inline in an editor's preview (its header may be a draft, or a release's), else the address
 * of the navigation endpoint, fetched once the page is idle or the visitor reaches for a menu.
 */
export type HeaderMenus = { groups: NavGroup[] } | { src: string }

type Props = {
  /** Each group's name, overview link and whether it has a menu: what the header shows before a menu opens. */
  groups: NavGroupSummary[]
  menus: HeaderMenus
  variant: NavVariant
  signUp: { label: string; href: string }
  /** The header's top links, repeated in the mobile menu (the top row is hidden on small screens). */
  topLinks: NavLink[]
}

function MenuLink({ link, className, children }: { link: NavLink; className?: string; children?: ReactNode }) {
  return (
    <a href={link.href} className={className} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children ?? link.label}
      {link.external && (
        <>
          {/* Drawn, so a reader sees before clicking that the link leaves the site. */}
          <svg className={styles.external} aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" focusable="false">
            <path d="M4.5 2.5h-2v7h7v-2M7 1.5h3.5V5M10.5 1.5 5.5 6.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
          </svg>
          <span className="visually-hidden"> (opens in a new tab)</span>
        </>
      )}
    </a>
  )
}

function Badge({ show }: { show?: boolean }) {
  return show ? <span className="badge">New</span> : null
}

/** A link of the mobile menu: its "New" badge inside it, on the link's line. */
function MobileLink({ link }: { link: NavLink & { isNew?: boolean } }) {
  return (
    <MenuLink link={link}>
      {link.label}
      <Badge show={link.isNew} />
    </MenuLink>
  )
}

/** The new variant's mega-menu panel: entries in columns, with media, nested items, see-more link and CTA banner. */
function MegaPanel({ entries }: { entries: NavEntry[] }) {
  const cta = entries.find((e) => e.cta)?.cta
  return (
    <div className="mega">
      <ul className="mega__entries">
        {entries.map((entry) => (
          <li key={entry.label} className="mega__entry">
            {entry.media && <img className="mega__media" src={entry.media.url} alt={entry.media.alt} width={160} height={100} loading="lazy" />}
            <p className="mega__label">
              {entry.href ? <MenuLink link={entry} /> : entry.label}
              <Badge show={entry.isNew} />
            </p>
            {entry.description && <p className="mega__description">{entry.description}</p>}
            {entry.items.length > 0 && (
              <ul className="mega__items">
                {entry.items.map((item) => (
                  <li key={item.href}>
                    <MenuLink link={item} />
                    <Badge show={item.isNew} />
                  </li>
                ))}
              </ul>
            )}
            {entry.seeMore && <MenuLink link={entry.seeMore} className="mega__see-more" />}
          </li>
        ))}
      </ul>
      {cta && (
        <aside className={`mega__cta section--bg-${cta.background}`} aria-label={cta.heading}>
          {cta.media && <img className={styles.ctaMedia} src={cta.media.url} alt={cta.media.alt} width={240} height={135} loading="lazy" />}
          <p className="mega__cta-heading">{cta.heading}</p>
          {cta.buttons.map((b) => (
            <MenuLink key={b.href} link={{ label: b.label, href: b.href, external: b.external }} className={`button button--${b.kind} button--on-dark`} />
          ))}
        </aside>
      )}
    </div>
  )
}

/** A group's menu: its entries once they arrived, else what is happening. */
function GroupEntries({ entries, variant, failed }: { entries: NavEntry[] | undefined; variant: NavVariant; failed: boolean }) {
  if (!entries) return <MenuStatus failed={failed} />
  return variant === 'new' ? <MegaPanel entries={entries} /> : <SimplePanel entries={entries} />
}

/** The old variant: a plain list of links. */
function SimplePanel({ entries }: { entries: NavEntry[] }) {
  return (
    <ul className="simple-menu">
      {entries
        .flatMap((entry) => [entry, ...entry.items])
        .filter((l) => l.href)
        .map((link) => (
          <li key={`${link.label}-${link.href}`}>
            <MenuLink link={link} />
          </li>
        ))}
    </ul>
  )
}

/**
 * The menus' entries, fetched when the page is idle, or at once when the visitor points at or tabs into the
 * navigation (whichever comes first). Every page left them out: they were 6 KB of each page's payload.
 */
function useMenus(menus: HeaderMenus) {
  const src = 'src' in menus ? menus.src : null
  const [loaded, setLoaded] = useState<NavGroup[] | null>('groups' in menus ? menus.groups : null)
  const [failed, setFailed] = useState(false)
  const loading = useRef(false)
  const load = useCallback(() => {
    if (src === null || loading.current) return
    loading.current = true
    setFailed(false)
    fetch(src)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`the menus answered ${response.status}`))))
      .then((answer: unknown) => {
        if (!isNavigationAnswer(answer)) throw new Error('the menus answered in an unknown shape')
        setLoaded(answer.groups)
      })
      .catch(() => {
        // The next reach for a menu tries again.
        loading.current = false
        setFailed(true)
      })
  }, [src])
  useEffect(() => {
    if (src === null) return
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(load, { timeout: 5_000 })
      return () => window.cancelIdleCallback(idle)
    }
    const timer = window.setTimeout(load, 2_000)
    return () => window.clearTimeout(timer)
  }, [src, load])
  /** A group's entries once loaded (none if the menus no longer have it), else undefined. */
  const entriesOf = (label: string): NavEntry[] | undefined => (loaded ? (loaded.find((group) => group.label === label)?.entries ?? []) : undefined)
  return { load, failed, entriesOf }
}

/** Said in a menu whose entries have not arrived yet. */
function MenuStatus({ failed }: { failed: boolean }) {
  return (
    <p className="main-nav__status" role="status">
      {failed ? 'This menu could not be loaded. Open it again in a moment to retry.' : 'Loading…'}
    </p>
  )
}

/**
 * The header's menus. Desktop (from 1260 px): dropdowns that open on click or
 * keyboard and close on Escape, outside click and scroll. Mobile: a full-screen
 * menu that locks page scrolling and traps focus while open.
 */
export function HeaderNav({ groups, menus, variant, signUp, topLinks }: Props) {
  const { load, failed, entriesOf } = useMenus(menus)
  const [open, setOpen] = useState<number | null>(null)
  const [mobileOpen, setMobileOpen] = useState(false)
  const navRef = useRef<HTMLElement>(null)
  const mobileRef = useRef<HTMLDivElement>(null)
  const mobileButtonRef = useRef<HTMLButtonElement>(null)
  const id = useId()

  const close = useCallback((focusButton: boolean) => {
    setOpen((current) => {
      if (focusButton && current !== null) navRef.current?.querySelector<HTMLButtonElement>(`[data-group="${current}"]`)?.focus()
      return null
    })
  }, [])

  useEffect(() => {
    if (open === null) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close(true)
    const onPointer = (e: PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) close(false)
    }
    const onScroll = () => close(false)
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    window.addEventListener('scroll', onScroll, { passive: true })
    document.documentElement.dataset.menuOpen = 'true'
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
      window.removeEventListener('scroll', onScroll)
      delete document.documentElement.dataset.menuOpen
    }
  }, [open, close])

  useScrollLock(mobileOpen)
  useFocusTrap(mobileRef, mobileOpen)
  useEffect(() => {
    if (!mobileOpen) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMobileOpen(false)
    document.addEventListener('keydown', onKey)
    document.documentElement.dataset.menuOpen = 'true'
    return () => {
      document.removeEventListener('keydown', onKey)
      delete document.documentElement.dataset.menuOpen
    }
  }, [mobileOpen])

  return (
    <>
      <nav aria-label="Main" className="main-nav" ref={navRef} data-variant={variant} onPointerEnter={load} onFocus={load}>
        <ul className="main-nav__groups">
          {groups.map((group, index) => (
            <li key={group.label} className="main-nav__group">
              {!group.menu ? (
                group.href && <a href={group.href}>{group.label}</a>
              ) : (
                <>
                  <button
                    type="button"
                    className="main-nav__trigger"
                    data-group={index}
                    aria-expanded={open === index}
                    aria-controls={`${id}-panel-${index}`}
                    onClick={() => {
                      load()
                      setOpen(open === index ? null : index)
                    }}
                  >
                    {group.label}
                    <span className="main-nav__chevron" aria-hidden="true" />
                  </button>
                  {/* Drawn when opened: closed panels are hidden and need a script to open, so their links in the HTML
                      were 11 KB of every page that no visitor saw (the footer and the sitemap carry them for crawlers). */}
                  <div id={`${id}-panel-${index}`} className="main-nav__panel" hidden={open !== index}>
                    {open === index && (
                      <>
                        {group.href && <MenuLink link={{ label: `All ${group.label.toLowerCase()}`, href: group.href }} className="main-nav__overview" />}
                        <GroupEntries entries={entriesOf(group.label)} variant={variant} failed={failed} />
                      </>
                    )}
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      </nav>

      <button
        ref={mobileButtonRef}
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={mobileOpen}
        aria-controls={`${id}-mobile`}
        onClick={() => {
          load()
          setMobileOpen(true)
        }}
        onPointerEnter={load}
        onFocus={load}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 22 22" focusable="false">
          <path d="M2 5h18M2 11h18M2 17h18" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="visually-hidden">Open menu</span>
      </button>
      {mobileOpen && (
        <div id={`${id}-mobile`} ref={mobileRef} className="mobile-menu" role="dialog" aria-modal="true" aria-label="Menu">
          <div className="mobile-menu__bar">
            <button
              type="button"
              className="mobile-menu__close"
              onClick={() => {
                setMobileOpen(false)
                mobileButtonRef.current?.focus()
              }}
            >
              Close menu
            </button>
          </div>
          <nav aria-label="Mobile" className="mobile-menu__nav">
            {groups.map((group) => (
              <details key={group.label} className="mobile-menu__group disclosure">
                <summary>{group.label}</summary>
                <ul>
                  {group.href && (
                    <li>
                      <a href={group.href}>All {group.label.toLowerCase()}</a>
                    </li>
                  )}
                  {(entriesOf(group.label) ?? []).map((entry) =>
                    entry.items.length > 0 ? (
                      // A family (Voice, Messaging…): its name, then its links, so a long list reads in parts.
                      <li key={entry.label} className="mobile-menu__family">
                        {entry.href ? <MobileLink link={entry} /> : <span className="mobile-menu__family-label">{entry.label}</span>}
                        <ul>
                          {entry.items
                            .filter((item) => item.href)
                            .map((item) => (
                              <li key={`${item.label}-${item.href}`}>
                                <MobileLink link={item} />
                              </li>
                            ))}
                        </ul>
                      </li>
                    ) : entry.href ? (
                      <li key={`${entry.label}-${entry.href}`}>
                        <MobileLink link={entry} />
                      </li>
                    ) : null,
                  )}
                </ul>
                {group.menu && !entriesOf(group.label) && <MenuStatus failed={failed} />}
              </details>
            ))}
            <ul className="mobile-menu__top-links">
              {topLinks.map((link) => (
                <li key={link.href}>
                  <MenuLink link={link} />
                </li>
              ))}
            </ul>
            <a className="button button--primary button--on-dark" href={signUp.href}>
              {signUp.label}
            </a>
          </nav>
        </div>
      )}
    </>
  )
}
