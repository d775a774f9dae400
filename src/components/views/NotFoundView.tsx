import { HeroBand, HeroEyebrow, HeroHeading, HeroText } from '@/components/HeroBand'
import { PageShell } from '@/components/PageShell'
import { SearchForm } from '@/components/search/SearchForm'
import { Suggestions } from '@/components/search/Suggestions'
import styles from '@/components/search/Search.module.css'

import { SITE_PATHS } from '@/lib/pages'
import { getShell } from '@/siteData'

/**
 * The 404 page inside the shell, used by every not-found route: a search over
 * the site's pages (a plain GET form to /search) and the pages most visitors
 * look for. One pre-rendered page, no script of its own.
 */
export async function NotFoundView() {
  const shell = await getShell()
  return (
    <PageShell shell={shell}>
      <HeroBand compact>
        <div className="container">
          <HeroEyebrow>404</HeroEyebrow>
          <HeroHeading>We couldn’t find that page</HeroHeading>
          <HeroText>The address may be mistyped, or the page may have moved. Search for it, or start from one of the pages below.</HeroText>
          <SearchForm background="dark" />
        </div>
      </HeroBand>
      <div className={styles.page}>
        <div className="container">
          <Suggestions />
          <p>
            Still lost? <a href={SITE_PATHS.contactSales}>Contact us</a> and tell us what you were looking for.
          </p>
        </div>
      </div>
    </PageShell>
  )
}
