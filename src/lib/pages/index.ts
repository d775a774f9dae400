/**
 * Pages and routing: where a document lives (families, paths), how an address is answered (Next's rewrites, the unrouted handler, redirects, locales, paging), what a page reads (queries, cache tags, revalidation), navigation and links.
 *
 * This face: its rules, lists and types, pure and safe in the browser. Its reads and writes: ./data.ts. Other modules of the
 * folder are its own (npm run lint: domain-faces).
 */
export * from './apply'
export * from './blockReferences'
export * from './blocks'
export * from './copy'
export * from './links'
export * from './navigation'
export * from './nextRouting'
export * from './pageOptions'
export * from './pagination'
export * from './paths'
export * from './previewAddress'
export * from './redirects'
export * from './revalidate'
export * from './routing'
export * from './sitePaths'
export * from './social'
export * from './tags'
export * from './toc'
export * from './unrouted'
export * from './variants'
export * from './locales'
export * from './reusableSections'
