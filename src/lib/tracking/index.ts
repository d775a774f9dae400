/**
 * Analytics: consent, the anonymous id, campaign attribution, events and their schema, Segment and the first-party store, and the third-party scripts the site loads.
 *
 * This face: its rules, lists and types, pure and safe in the browser. Its reads and writes: ./data.ts. Other modules of the
 * folder are its own (npm run lint: domain-faces).
 */
export * from './bots'
export * from './campaign'
export * from './consent'
export * from './dispatcher'
export * from './eventSchema'
export * from './events'
export * from './identity'
export * from './scripts'
export * from './segment'
export * from './store'
export * from './summary'
