'use client'
import { useId, type ReactNode } from 'react'

import { useLocationSearch } from '@/components/hooks/useLocationSearch'
import { matchesStory, parseStoryFilter, storyFilterSearch, type StoryFacets, type StoryFilter } from '@/lib/content'
import styles from './styles.module.css'
import { fieldClass } from '@/components/forms/Field'

type Option = { value: string; label: string }
type Props = { stories: StoryFacets[]; cards: ReactNode[]; industries: string[]; products: Option[] }

/** Industry and product filters over the server-rendered story cards (cards[i] belongs to stories[i]); the choice is in the address. */
export function StoryFilters({ stories, cards, industries, products }: Props) {
  const id = useId()
  const [search, setSearch] = useLocationSearch()
  const filter = parseStoryFilter(search, stories)
  const shown = cards.filter((_, i) => matchesStory(stories[i], filter))
  const apply = (next: StoryFilter) => setSearch(storyFilterSearch(window.location.search, next))
  return (
    <>
      <div className={styles.filters} role="group" aria-label="Filter customer stories">
        <div className={`${fieldClass()} ${styles.filter}`}>
          <label htmlFor={`${id}-industry`}>Industry</label>
          <select id={`${id}-industry`} value={filter.industry ?? ''} onChange={(e) => apply({ ...filter, industry: e.currentTarget.value || undefined })}>
            <option value="">All industries</option>
            {industries.map((industry) => (
              <option key={industry} value={industry}>
                {industry}
              </option>
            ))}
          </select>
        </div>
        <div className={`${fieldClass()} ${styles.filter}`}>
          <label htmlFor={`${id}-product`}>Product</label>
          <select id={`${id}-product`} value={filter.product ?? ''} onChange={(e) => apply({ ...filter, product: e.currentTarget.value || undefined })}>
            <option value="">All products</option>
            {products.map((product) => (
              <option key={product.value} value={product.value}>
                {product.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className={styles.status}>
        {shown.length === cards.length ? `${cards.length} stories` : `${shown.length} of ${cards.length} stories`}
      </p>
      {shown.length > 0 ? (
        <ul className="card-grid card-grid--3">{shown}</ul>
      ) : (
        <p>
          No stories match both filters.{' '}
          <button type="button" className="button button--text button--on-light" onClick={() => apply({})}>
            Show every story
          </button>
        </p>
      )}
    </>
  )
}
