import { popularEntries } from '@/lib/search'

import styles from './Search.module.css'
import { getSearchIndex } from '@/siteData'

/** Links to the pages most visitors look for; only pages that are published. */
export async function Suggestions({ heading = 'Popular pages' }: { heading?: string }) {
  const entries = popularEntries(await getSearchIndex())
  if (entries.length === 0) return null
  return (
    <nav aria-labelledby="suggestions-heading">
      <h2 id="suggestions-heading">{heading}</h2>
      <ul className={styles.suggestions}>
        {entries.map((entry) => (
          <li key={entry.path}>
            <a href={entry.path}>
              <strong>{entry.title}</strong>
              {entry.summary && <span>{entry.summary}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
