/**
 * The site search: visitors' words ranked against published titles and summaries, and the index read from Payload.
 *
 * This face: its rules, lists and types, pure and safe in the browser. Its reads and writes: ./data.ts. Other modules of the
 * folder are its own (npm run lint: domain-faces).
 */
export * from './rank'
