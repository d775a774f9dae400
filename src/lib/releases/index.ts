/**
 * Campaign releases: several documents' drafts published together, at once or at a scheduled moment, and rolled back together.
 *
 * This face: its rules, lists and types, pure and safe in the browser. Its reads and writes: ./data.ts. Other modules of the
 * folder are its own (npm run lint: domain-faces).
 */
export * from './releases'
