/**
 * Browser start-up: error reporting to Sentry when NEXT_PUBLIC_SENTRY_DSN was
 * set at build time. Its code is a chunk of its own, fetched after the page
 * has loaded; without a DSN the branch is removed from the bundle.
 */
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN

if (dsn) {
  const start = () =>
    void Promise.all([import('./lib/integrations/sentryBrowser'), import('./lib/reportError')]).then(
      ([Sentry, { addErrorReporter, errorReportingReporter }]) => {
        Sentry.init({ dsn, environment: process.env.NEXT_PUBLIC_APP_ENV, tracesSampleRate: 0 })
        addErrorReporter(errorReportingReporter(Sentry))
      },
    )
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
