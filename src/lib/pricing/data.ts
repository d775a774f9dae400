/**
 * Prices: the price list, messaging rates and IoT plans, the calculators' estimates, currencies, AI model prices and competitor comparisons.
 *
 * This face: its reads and writes (Payload, SQL, outside services, the server's configuration), for the
 * server only. Its rules and types: ./index.ts.
 */
export * from './cachedReads'
export * from './reads'
export * from './aiModelCatalogue'
