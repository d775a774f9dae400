/**
 * Phone numbers: the search's vocabulary and filter, and the numbers API (else the seeded inventory).
 *
 * This face: its rules, lists and types, pure and safe in the browser. Its reads and writes: ./data.ts. Other modules of the
 * folder are its own (npm run lint: domain-faces).
 */
export * from './numbers'
export * from './numbersApi'
