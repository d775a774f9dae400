/**
 * Prices: the price list, messaging rates and IoT plans, the calculators' estimates, currencies, AI model prices and competitor comparisons.
 *
 * This face: its rules, lists and types, pure and safe in the browser. Its reads and writes: ./data.ts. Other modules of the
 * folder are its own (npm run lint: domain-faces).
 */
export * from './aiModels'
export * from './calculatorState'
export * from './calculators'
export * from './catalog'
export * from './competitors'
export * from './currency'
export * from './estimate'
export * from './packedRates'
export * from './priceEntries'
export * from './rateCard'
export * from './rateTable'
export * from './sipTrunking'
