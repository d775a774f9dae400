import type { Metadata } from 'next'

import { HeroBand, HeroHeading } from '@/components/HeroBand'
import { PageShell } from '@/components/PageShell'
import styles from '@/components/search/Search.module.css'
import { SearchForm } from '@/components/search/SearchForm'
import { Suggestions } from '@/components/search/Suggestions'

import { searchEntries, searchWords } from '@/lib/search'
import { getSearchIndex, getShell } from '@/siteData'

// Results depend on the query: rendered per request (the index itself is cached until a publish).
export const metadata: Metadata = { title: 'Search', robots: { index: false, follow: true } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The site search: published titles and summaries matching the visitor's words (GET /search?q=…). */
export default async function SearchPage({ searchParams }: Props) {
  const raw = (await searchParams).q
  const query = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? ''
  const [shell, index] = await Promise.all([getShell(), getSearchIndex()])
  const hits = searchEntries(index, query)
  const searched = searchWords(query).length > 0
  return (
    <PageShell shell={shell}>
      <HeroBand compact>
        <div className="container">
          <HeroHeading>{searched ? `Results for “${query}”` : 'Search the site'}</HeroHeading>
          <SearchForm query={query} background="dark" />
        </div>
      </HeroBand>
      <div className={styles.page}>
        <div className="container">
          {searched && (
            <p role="status">
              {hits.length === 0 ? `No pages match “${query}”. Try fewer or other words.` : `${hits.length} ${hits.length === 1 ? 'page' : 'pages'} found`}
            </p>
          )}
          {hits.length > 0 && (
            <ol className={styles.results} aria-label="Search results">
              {hits.map((hit) => (
                <li key={hit.path} className={styles.result}>
                  <span className={styles.kind}>{hit.kind}</span>
                  <a href={hit.path}>{hit.title}</a>
                  {hit.summary && <p className={styles.summary}>{hit.summary}</p>}
                </li>
              ))}
            </ol>
          )}
          {hits.length === 0 && <Suggestions />}
        </div>
      </div>
    </PageShell>
  )
}
