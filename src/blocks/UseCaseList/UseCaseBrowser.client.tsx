'use client'
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'

import { Button } from '@/components/Button'
import { useLocationSearch } from '@/components/hooks/useLocationSearch'
import { FORM_MESSAGES, fieldClass } from '@/components/forms/Field'
import {
  isFilteringUseCases,
  normalizeQuery,
  parseUseCaseFilter,
  countOfUseCases,
  searchOfUseCaseFilter,
  type UseCaseFilter,
  type UseCaseOption,
  type UseCasesAnswer,
} from '@/lib/content'
import { getJson } from '@/lib/requests'

import { UseCaseCard } from './UseCaseCard'
import styles from './styles.module.css'

/** Typing waits this long for the next key before it filters. */
const SEARCH_DELAY_MS = 300

type Props = {
  industries: UseCaseOption[]
  products: UseCaseOption[]
  pageSize: number
  /** The first page with no filter, read on the server: what the page shows until a filter is chosen. */
  initial: UseCasesAnswer
}
/** One filter's list, page by page ("Show more" appends). The key is the filter's query (`industry=…&q=…`). */
type Results = { key: string; pages: number; answer: UseCasesAnswer }
type Failure = { key: string; pages: number; attempt: number; message: string }

/**
 * Industry, product and word filters over the use cases. The filter lives in the address (?industry=&product=&q=),
 * so a filtered list can be shared and survives a reload; the page is static, so the address is read once the
 * island runs, and each filter is read from GET /api/use-cases with the same query.
 */
export function UseCaseBrowser({ industries, products, pageSize, initial }: Props) {
  const [search, setSearch] = useLocationSearch()
  const filter = parseUseCaseFilter(search, { industries, products })
  const key = searchOfUseCaseFilter('', filter).toString()
  const filtering = isFilteringUseCases(filter)

  const [results, setResults] = useState<Results>()
  const [failure, setFailure] = useState<Failure>()
  // Asking again after a failure (the same filter and pages) reads again.
  const [attempt, setAttempt] = useState(0)
  // How many pages of this filter are asked for; another filter starts at one.
  const [more, setMore] = useState({ key, pages: 1 })
  if (more.key !== key) setMore({ key, pages: 1 })
  const pages = more.key === key ? more.pages : 1

  // The search box's own text, filtered after a pause; a filter from elsewhere (the address, "Clear filters") replaces it.
  const [draft, setDraft] = useState(filter.q ?? '')
  const [draftOf, setDraftOf] = useState(filter.q)
  if (draftOf !== filter.q) {
    setDraftOf(filter.q)
    if (normalizeQuery(draft) !== (filter.q ?? '')) setDraft(filter.q ?? '')
  }
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(typing.current), [])
  const firstControl = useRef<HTMLSelectElement>(null)

  /** Changes part of the filter as the address has it now, so a choice made while a word search waits keeps both. */
  const update = useCallback(
    (change: UseCaseFilter) => {
      clearTimeout(typing.current)
      const now = parseUseCaseFilter(window.location.search, { industries, products })
      const next = searchOfUseCaseFilter(window.location.search, { ...now, ...change })
      if (next.toString() !== new URLSearchParams(window.location.search).toString()) setSearch(next)
    },
    [industries, products, setSearch],
  )
  const words = () => normalizeQuery(draft) || undefined

  useEffect(() => {
    // The unfiltered first page came with the page.
    if (key === '' && pages === 1) return
    let current = true
    const query = { ...Object.fromEntries(new URLSearchParams(key)), page: pages, limit: pageSize }
    getJson<UseCasesAnswer>(new URL('/api/use-cases', window.location.href).href, { query })
      .then((answer) => {
        if (!current) return
        setResults((previous) => {
          // "Show more": the next page goes under the ones shown (the unfiltered first page came with the page).
          const before = previous?.key === key && previous.pages === pages - 1 ? previous.answer : key === '' && pages === 2 ? initial : undefined
          const appended = before ? { ...answer, docs: [...before.docs, ...answer.docs] } : answer
          return { key, pages, answer: appended }
        })
      })
      .catch((error: unknown) => {
        if (current) setFailure({ key, pages, attempt, message: error instanceof Error ? error.message : 'The use cases could not be loaded.' })
      })
    return () => {
      current = false
    }
  }, [key, pages, pageSize, initial, attempt])

  // This filter's list as far as it is read: every page asked for, or one fewer while "Show more" loads.
  const unfiltered = { key, pages: 1, answer: initial }
  const sameFilter = key === '' && pages === 1 ? unfiltered : results?.key === key ? results : key === '' ? unfiltered : undefined
  const failed = failure && failure.key === key && failure.pages === pages && failure.attempt === attempt ? failure.message : undefined
  const loading = sameFilter?.pages !== pages && !failed
  const loadingMore = loading && sameFilter !== undefined
  // While another filter loads, the list shown last stays (marked busy) rather than blinking out.
  const [lastList, setLastList] = useState(initial)
  if (sameFilter && sameFilter.answer !== lastList) setLastList(sameFilter.answer)
  const list = sameFilter?.answer ?? (failed ? undefined : lastList)

  const labels = useMemo(
    () => ({ industries: new Map(industries.map((o) => [o.value, o.label])), products: new Map(products.map((o) => [o.value, o.label])) }),
    [industries, products],
  )

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    update({ q: words() })
  }

  function clear() {
    setDraft('')
    update({ industry: undefined, product: undefined, q: undefined })
    firstControl.current?.focus()
  }

  const retry = () => setAttempt((n) => n + 1)

  return (
    <div>
      <form role="search" aria-label="Filter use cases" className={styles.filters} onSubmit={submit}>
        <label className={fieldClass({ tool: true })}>
          <span>Industry</span>
          <select
            ref={firstControl}
            name="industry"
            value={filter.industry ?? ''}
            onChange={(e) => update({ industry: e.currentTarget.value || undefined, q: words() })}
          >
            <option value="">All industries</option>
            {industries.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className={fieldClass({ tool: true })}>
          <span>Product</span>
          <select name="product" value={filter.product ?? ''} onChange={(e) => update({ product: e.currentTarget.value || undefined, q: words() })}>
            <option value="">All products</option>
            {products.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className={fieldClass({ tool: true })}>
          <span>Search use cases</span>
          <input
            name="q"
            type="search"
            value={draft}
            maxLength={100}
            autoComplete="off"
            placeholder="e.g. reminders, passcodes"
            onChange={(e) => {
              const value = e.currentTarget.value
              setDraft(value)
              clearTimeout(typing.current)
              typing.current = setTimeout(() => update({ q: normalizeQuery(value) || undefined }), SEARCH_DELAY_MS)
            }}
          />
        </label>
      </form>
      <p role="status" className={styles.status}>
        {loadingMore ? 'Loading more use cases…' : loading ? 'Searching…' : sameFilter ? countOfUseCases(sameFilter.answer.totalDocs) : ''}
      </p>
      {failed && (
        <p className={FORM_MESSAGES.error} role="alert">
          The use cases could not be loaded ({failed}).{' '}
          {!sameFilter && (
            <Button kind="secondary" onClick={retry}>
              Try again
            </Button>
          )}
        </p>
      )}
      {list && list.docs.length > 0 && (
        <ul className={`card-grid card-grid--3 ${styles.grid}`} aria-busy={loading || undefined}>
          {list.docs.map((doc) => (
            <UseCaseCard key={doc.path} {...doc} labels={labels} />
          ))}
        </ul>
      )}
      {sameFilter && !loading && sameFilter.answer.docs.length === 0 && (
        <p className={styles.empty}>
          {filtering ? 'No use case matches these filters.' : 'No use cases are published yet.'}{' '}
          {filtering && (
            <Button kind="secondary" onClick={clear}>
              Clear filters
            </Button>
          )}
        </p>
      )}
      {sameFilter && sameFilter.answer.page < sameFilter.answer.totalPages && (
        <Button
          kind="secondary"
          className={styles.more}
          loading={loadingMore}
          loadingLabel="Loading"
          onClick={() => (failed ? retry() : setMore({ key, pages: pages + 1 }))}
        >
          Show more use cases
        </Button>
      )}
    </div>
  )
}
