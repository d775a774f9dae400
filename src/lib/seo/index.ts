/**
 * What search engines and shared links see: titles, descriptions, canonical addresses, JSON-LD, robots, and the content checks the admin shows.
 *
 * This face: its rules, lists and types, pure and safe in the browser. Its reads and writes: ./data.ts. Other modules of the
 * folder are its own (npm run lint: domain-faces).
 */
export * from './canonical'
export * from './jsonLd'
export * from './metadata'
export * from './robots'
export * from './titles'
export * from './contentCheck'
