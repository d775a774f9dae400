import { buttonClassName, type ButtonBackground } from '../Button'
import { MAX_QUERY_LENGTH, SEARCH_PATH } from '@/lib/search'

import styles from './Search.module.css'

/** A plain GET form to /search: works before (and without) any script. */
export function SearchForm({ query = '', background = 'light', autoFocus = false }: { query?: string; background?: ButtonBackground; autoFocus?: boolean }) {
  return (
    <form role="search" action={SEARCH_PATH} method="get" className={styles.form}>
      <label className={styles.field}>
        <span className={styles.label}>Search the site</span>
        <input
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Pricing, SIP trunking, 10DLC…"
          autoFocus={autoFocus}
          required
        />
      </label>
      <button type="submit" className={buttonClassName({ kind: 'primary', background })}>
        Search
      </button>
    </form>
  )
}
