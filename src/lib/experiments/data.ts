/**
 * Experiments and feature flags: block A/B tests (assignment, variant addresses, the running ones) and the site's flags, from GrowthBook when configured.
 *
 * This face: its reads and writes (Payload, SQL, outside services, the server's configuration), for the
 * server only. Its rules and types: ./index.ts.
 */
export * from './featureFlags'
export * from './declareWinner'
export * from './experimentResults'
export * from './runningExperiments'
