/**
 * The two calls the browser needs from Sentry's SDK, re-exported so the
 * bundler keeps only them (a dynamic import of the whole package cannot be
 * tree-shaken): loaded by instrumentation-client.ts when a DSN is set.
 */
export { captureException, init } from '@sentry/nextjs'
