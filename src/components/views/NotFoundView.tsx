import type { ReactNode } from 'react'

import { HeroBand, HeroEyebrow, HeroHeading, HeroText } from '@/components/HeroBand'
import { PageShell } from '@/components/PageShell'
import { SearchForm } from '@/components/search/SearchForm'
import { Suggestions } from '@/components/search/Suggestions'
import styles from '@/components/search/Search.module.css'

import { SITE_PATHS } from '@/lib/pages'
import { getShell } from '@/siteData'

/** The 404's hero in the site's shell: what both not-found views open with, followed by their own words. */
export async function NotFoundShell({ children, after }: { children: ReactNode; after?: ReactNode }) {
  const shell = await getShell()
  return (
    <PageShell shell={shell}>
      <HeroBand compact>
        <div className="container">
          <HeroEyebrow>404</HeroEyebrow>
          <HeroHeading>We couldn’t find that page</HeroHeading>
          {children}
        </div>
      </HeroBand>
      {after}
    </PageShell>
  )
}

/**
 * The 404 page inside the shell: a search over the site's pages (a plain GET form to /search) and the pages
 * most visitors look for. One pre-rendered page (global-not-found.tsx, Next's `/_not-found`), no script of its
 * own; the unrouted handler answers every address no page has with it. Not the layout's fallback
 * ((frontend)/not-found.tsx), which rides in every page's payload and so is kept small.
 */
export function NotFoundView() {
  return (
    <NotFoundShell
      after={
        <div className={styles.page}>
          <div className="container">
            <Suggestions />
            <p>
              Still lost? <a href={SITE_PATHS.contactSales}>Contact us</a> and tell us what you were looking for.
            </p>
          </div>
        </div>
      }
    >
      <HeroText>The address may be mistyped, or the page may have moved. Search for it, or start from one of the pages below.</HeroText>
      <SearchForm background="dark" />
    </NotFoundShell>
  )
}
