/**
 * The site's editorial content beyond pages: the resource center's articles and categories, related articles, customer stories, use cases, careers (the job board) and release notes.
 *
 * This face: its rules, lists and types, pure and safe in the browser. Its reads and writes: ./data.ts. Other modules of the
 * folder are its own (npm run lint: domain-faces).
 */
export * from './customerStories'
export * from './releaseNoteMarkdown'
export * from './resources'
export * from './useCaseFilter'
