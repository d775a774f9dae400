/**
 * The site search behind the 404 page's search box and /search: published
 * titles and summaries ranked against the visitor's words. Pure: the index
 * is read by lib/search/searchIndex.ts; unit-tested.
 */
import { normalize } from '../coverage'
import { SITE_PATHS } from '../pages'

export type SearchEntry = { title: string; path: string; summary?: string; kind: string }
export type SearchHit = SearchEntry & { score: number }

/** Where the site's search answers (its route: src/app/(frontend)/search). */
export const SEARCH_PATH = '/search'

/** Longest query read: a search box, not a document. */
export const MAX_QUERY_LENGTH = 100
const MAX_WORDS = 8

/** The query's words, lower case without diacritics; punctuation is a space; one-letter words are dropped. */
export function searchWords(query: string): string[] {
  const words = normalize(query.slice(0, MAX_QUERY_LENGTH))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1)
  return [...new Set(words)].slice(0, MAX_WORDS)
}

/** How well a text's words match one query word: 2 for the whole word, 1 for a word it begins, else 0. */
function wordMatch(words: readonly string[], word: string): number {
  let best = 0
  for (const candidate of words) {
    if (candidate === word) return 2
    if (candidate.startsWith(word) || (word.length > 4 && word.startsWith(candidate) && candidate.length > 3)) best = 1
  }
  return best
}

/**
 * Entries that contain every word of the query (in the title or the summary),
 * best first: title matches count three times a summary's, whole words twice
 * a word's beginning; ties go to the shorter title. An empty query finds nothing.
 */
export function searchEntries(entries: readonly SearchEntry[], query: string, limit = 20): SearchHit[] {
  const words = searchWords(query)
  if (words.length === 0) return []
  const hits: SearchHit[] = []
  for (const entry of entries) {
    const title = searchWords(entry.title)
    const summary = entry.summary ? searchWords(entry.summary) : []
    let score = 0
    let all = true
    for (const word of words) {
      const inTitle = wordMatch(title, word)
      const inSummary = wordMatch(summary, word)
      if (inTitle === 0 && inSummary === 0) {
        all = false
        break
      }
      score += inTitle * 3 + inSummary
    }
    if (all) hits.push({ ...entry, score })
  }
  return hits.sort((a, b) => b.score - a.score || a.title.length - b.title.length || a.path.localeCompare(b.path)).slice(0, limit)
}

/** Where most visitors go: the 404 page's suggestions, in this order, when published. */
export const POPULAR_PATHS: readonly string[] = [
  '/products',
  '/pricing',
  '/products/voice-api',
  '/products/sms-api',
  '/global-coverage',
  '/resources',
  '/customer-stories',
  SITE_PATHS.contactSales,
]

/** The popular pages that exist, in POPULAR_PATHS order. */
export function popularEntries(entries: readonly SearchEntry[], paths: readonly string[] = POPULAR_PATHS): SearchEntry[] {
  const byPath = new Map(entries.map((entry) => [entry.path, entry]))
  return paths.flatMap((path) => byPath.get(path) ?? [])
}
