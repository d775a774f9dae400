/**
 * Where the network reaches: the countries (one list), coverage and requirements per country (the coverage API when configured, else the seeded data).
 *
 * This face: its rules, lists and types, pure and safe in the browser. Its reads and writes: ./data.ts. Other modules of the
 * folder are its own (npm run lint: domain-faces).
 */
export * from './countries'
export * from './coverage'
