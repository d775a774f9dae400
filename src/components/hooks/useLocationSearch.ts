'use client'
import { useCallback, useSyncExternalStore } from 'react'

const CHANGE_EVENT = 'ostra:search-change'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

/**
 * The address's query string as state, for islands whose state is shareable
 * (calculators, filters). The server render (and hydration) sees no query, so
 * static pages stay cacheable; the address's values apply right after.
 * Writing replaces the history entry, keeping other parameters.
 */
export function useLocationSearch(): [string, (next: URLSearchParams) => void] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  )
  const setSearch = useCallback((next: URLSearchParams) => {
    const query = next.toString()
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`)
    window.dispatchEvent(new Event(CHANGE_EVENT))
  }, [])
  return [search, setSearch]
}
