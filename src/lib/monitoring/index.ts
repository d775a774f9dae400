/**
 * Error reporting: the one helper every error goes through, and the browser's Sentry SDK.
 *
 * This face: its rules, lists and types, pure and safe in the browser. Other modules of the
 * folder are its own (npm run lint: domain-faces).
 */
export * from './reportError'
