/**
 * Experiments and feature flags: block A/B tests (assignment, variant addresses, the running ones) and the site's flags, from GrowthBook when configured.
 *
 * This face: its rules, lists and types, pure and safe in the browser. Its reads and writes: ./data.ts. Other modules of the
 * folder are its own (npm run lint: domain-faces).
 */
export * from './chooser'
export * from './experiments'
export * from './flagVariants'
export * from './flags'
export * from './growthbook'
export * from './results'
export * from './goalClicks'
export * from './flagTests'
