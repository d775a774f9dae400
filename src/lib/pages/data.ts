/**
 * Pages and routing: where a document lives (families, paths), how an address is answered (Next's rewrites, the unrouted handler, redirects, locales, paging), what a page reads (queries, cache tags, revalidation), navigation and links.
 *
 * This face: its reads and writes (Payload, SQL, outside services, the server's configuration), for the
 * server only. Its rules and types: ./index.ts.
 */
export * from './cached'
export * from './preview'
export * from './publishedPaths'
export * from './queries'
export * from './unroutedTables'
export * from './routedRows'
export * from './sectionReads'
export * from './revalidateNow'
