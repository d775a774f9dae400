/** Parses `?page=N`: a positive integer, else 1. */
export function parsePageNumber(value: string | string[] | undefined | null): number {
  const raw = Array.isArray(value) ? value[0] : value
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1
  const n = Number.parseInt(raw, 10)
  return n >= 1 ? n : 1
}

/** The address of page N of a list; page 1 has no query, so it has one canonical address. */
export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?page=${page}`
}
