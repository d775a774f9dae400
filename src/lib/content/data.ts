/**
 * The site's editorial content beyond pages: the resource center's articles and categories, related articles, customer stories, careers (the job board) and release notes.
 *
 * This face: its reads and writes (Payload, SQL, outside services, the server's configuration), for the
 * server only. Its rules and types: ./index.ts.
 */
export * from './careersReads'
export * from './relatedReads'
export * from './resourceCards'
export * from './resourceList'
export * from './useCases'
export * from './releaseNoteDrafts'
