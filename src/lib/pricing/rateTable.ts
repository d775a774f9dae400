/** The country rates table's view: search, sort and pages over one country's rows (pure). */
export type RateRow = { item: string; unit: string; price: number }
export type RateSort = { key: 'item' | 'price'; direction: 'ascending' | 'descending' }
export type RateView = { rows: RateRow[]; page: number; totalPages: number; total: number }

export const RATE_PAGE_SIZE = 10

export function viewRates(
  rows: readonly RateRow[],
  { search = '', sort, page = 1, pageSize = RATE_PAGE_SIZE }: { search?: string; sort?: RateSort; page?: number; pageSize?: number },
): RateView {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  const found = rows.filter((row) => words.every((word) => `${row.item} ${row.unit}`.toLowerCase().includes(word)))
  if (sort) {
    const sign = sort.direction === 'ascending' ? 1 : -1
    found.sort((a, b) => sign * (sort.key === 'price' ? a.price - b.price : a.item.localeCompare(b.item)))
  }
  const totalPages = Math.max(1, Math.ceil(found.length / pageSize))
  const current = Math.min(Math.max(1, Math.floor(page)), totalPages)
  return { rows: found.slice((current - 1) * pageSize, current * pageSize), page: current, totalPages, total: found.length }
}

/** Per-message and per-minute prices need four decimals; monthly fees two. */
export function priceDecimals(price: number): number {
  return Math.abs(price) < 1 ? 4 : 2
}

/** Whether a written price is nothing at all ("$0.00", "0", "€0,00"): shown as "Free", never as a price of zero. */
export function isFreePrice(price: number | string): boolean {
  if (typeof price === 'number') return price === 0
  return /^[^\d-]{0,4}\s?0(?:[.,]0+)?\s?[^\d]{0,4}$/.test(price.trim())
}
