/** The address of page N of a list; page 1 has no query, so it has one canonical address. */
export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?page=${page}`
}
