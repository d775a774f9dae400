/** Related articles: pure choice, unit-tested (lib/content/relatedReads.ts reads the candidates). */
export type ArticleSummary = { title: string; path: string; category?: string | null; publishedAt?: string | null; description?: string | null }

/**
 * Up to `limit` other articles: those of the same category first, newest
 * first, then the newest of the rest, so an article in a small category
 * still links on.
 */
export function pickRelated<T extends ArticleSummary>(current: { path: string; category?: string | null }, candidates: readonly T[], limit = 3): T[] {
  const newest = (a: T, b: T) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || a.title.localeCompare(b.title)
  const others = candidates.filter((c) => c.path !== current.path)
  const same = current.category ? others.filter((c) => c.category === current.category).sort(newest) : []
  const rest = others.filter((c) => !same.includes(c)).sort(newest)
  return [...same, ...rest].slice(0, limit)
}
