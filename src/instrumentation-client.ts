/**
 * Browser start-up: error reporting to Sentry when NEXT_PUBLIC_SENTRY_DSN was
 * set at build time. Its code is a chunk of its own, fetched once the page has
 * loaded and gone idle; without a DSN the branch is removed from the bundle.
 */
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN

if (dsn) {
  const start = () =>
    void Promise.all([import('./sentryBrowser'), import('@/lib/monitoring')]).then(([Sentry, { addErrorReporter, errorReportingReporter }]) => {
      Sentry.init({ dsn, environment: process.env.NEXT_PUBLIC_APP_ENV, tracesSampleRate: 0 })
      addErrorReporter(errorReportingReporter(Sentry))
    })
  // Once the page is idle after its load: the SDK (about 240 KB) is parsed and started on the main thread, which
  // the page's own hydration needs first (in the admin's edit view it delayed the first field taking a letter).
  // Reports made before it starts are kept and handed to it (reportError).
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 5_000 }) : setTimeout(start, 0))
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
