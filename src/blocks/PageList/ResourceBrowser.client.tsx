'use client'
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react'

import { ResourceCard } from '@/components/ResourceCard'
import { useLocationSearch } from '@/components/hooks/useLocationSearch'
import { getJson } from '@/lib/requests'
import { isFiltering, parseResourceFilter, resourceFilterSearch, type ResourceCategory, type ResourceFilter, type ResourcesAnswer } from '@/lib/content'
import styles from './styles.module.css'
import { FORM_MESSAGES } from '@/components/forms/Field'

type Props = { categories: { value: ResourceCategory; label: string }[]; pageSize: number; children: ReactNode }
/** Results of one filter, page by page ("Show more" appends). */
type Results = { key: string; answer: ResourcesAnswer; pages: number } | { key: string; error: string }

/**
 * Category filters and a search box over the resources list. With no filter
 * the statically rendered list (children) shows; a filter lives in the
 * address (?category=&q=), so a filtered list can be shared, and is read from /api/resources.
 */
export function ResourceBrowser({ categories, pageSize, children }: Props) {
  const id = useId()
  const [search, setSearch] = useLocationSearch()
  const filter = parseResourceFilter(search)
  const key = resourceFilterSearch('', filter)
  const [results, setResults] = useState<Results>()
  const [more, setMore] = useState({ key, pages: 1 })
  const pages = more.key === key ? more.pages : 1

  useEffect(() => {
    if (!isFiltering(filter)) return
    let current = true
    const query = { ...filter, page: pages, limit: pageSize }
    getJson<ResourcesAnswer>('/api/resources', { query })
      .then((answer) => {
        if (!current) return
        setResults((previous) =>
          previous && 'answer' in previous && previous.key === key && pages > 1
            ? { key, pages, answer: { ...answer, docs: [...previous.answer.docs, ...answer.docs] } }
            : { key, pages, answer },
        )
      })
      .catch((error: unknown) => current && setResults({ key, error: error instanceof Error ? error.message : 'The articles could not be loaded' }))
    return () => {
      current = false
    }
    // key is the filter's identity; the object itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, pages, pageSize])

  function apply(next: ResourceFilter) {
    const params = new URLSearchParams(resourceFilterSearch(window.location.search, next))
    setSearch(params)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    apply({ ...filter, q: String(new FormData(event.currentTarget).get('q') ?? '') || undefined })
  }

  const filtering = isFiltering(filter)
  const shown = results && results.key === key ? results : undefined
  const loading = filtering && (!shown || ('answer' in shown && shown.pages !== pages))
  return (
    <div>
      <div className={styles.controls}>
        <form role="search" aria-label="Search articles" className={styles.search} onSubmit={submit}>
          <label htmlFor={`${id}-q`}>Search articles</label>
          <input id={`${id}-q`} name="q" type="search" key={filter.q ?? ''} defaultValue={filter.q ?? ''} maxLength={100} placeholder="e.g. 10DLC, latency" />
          <button type="submit" className="button button--secondary button--on-light">
            Search
          </button>
        </form>
        <div className={styles.categories} role="group" aria-label="Categories">
          <button type="button" className="pill" aria-pressed={!filter.category} onClick={() => apply({ q: filter.q })}>
            All
          </button>
          {categories.map((category) => (
            <button
              key={category.value}
              type="button"
              className="pill"
              aria-pressed={filter.category === category.value}
              onClick={() => apply({ ...filter, category: category.value })}
            >
              {category.label}
            </button>
          ))}
        </div>
      </div>
      <p role="status" className={styles.status}>
        {filtering && loading && 'Searching…'}
        {filtering &&
          shown &&
          'answer' in shown &&
          !loading &&
          `${shown.answer.totalDocs} ${shown.answer.totalDocs === 1 ? 'article' : 'articles'}${filter.q ? ` matching “${filter.q}”` : ''}`}
      </p>
      {!filtering && children}
      {filtering && shown && 'error' in shown && (
        <p className={FORM_MESSAGES.error} role="alert">
          {shown.error}
        </p>
      )}
      {filtering && shown && 'answer' in shown && (
        <>
          {shown.answer.docs.length > 0 ? (
            <ul className="card-grid card-grid--3">
              {shown.answer.docs.map((doc) => (
                <ResourceCard key={doc.path} {...doc} />
              ))}
            </ul>
          ) : (
            <p>
              No articles match. Try other words, or{' '}
              <button type="button" className="button button--text button--on-light" onClick={() => apply({})}>
                show every article
              </button>
              .
            </p>
          )}
          {shown.answer.page < shown.answer.totalPages && (
            <button
              type="button"
              className="button button--secondary button--on-light"
              aria-busy={loading || undefined}
              onClick={() => setMore({ key, pages: pages + 1 })}
            >
              Show more articles
            </button>
          )}
        </>
      )}
    </div>
  )
}
