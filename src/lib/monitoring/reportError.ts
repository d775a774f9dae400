/**
 * The one place errors are reported (spec §8: a shared helper logs the error
 * and reports it with url and status code). Destinations (the error-reporting
 * service, a test's collector) are added with addErrorReporter; the list lives
 * on globalThis so the instrumentation hook and every route bundle share it.
 */
export type ErrorContext = { url?: string; statusCode?: number; [key: string]: unknown }

type Reporter = (error: unknown, context: ErrorContext) => void

const REPORTERS = Symbol.for('ostra.errorReporters')
const RECENT = Symbol.for('ostra.recentErrors')
const registry = globalThis as typeof globalThis & { [REPORTERS]?: Reporter[]; [RECENT]?: [unknown, ErrorContext][] }
const reporters = (registry[REPORTERS] ??= [])
/**
 * The latest reports, handed to a reporter added later: the error-reporting
 * SDK loads after the page, and a script that failed before must still reach it.
 */
const recent = (registry[RECENT] ??= [])
export const RECENT_REPORTS_KEPT = 20

/** Adds a destination for reports (it also receives the recent ones); returns a function that removes it. */
export function addErrorReporter(reporter: Reporter): () => void {
  for (const [error, context] of recent) deliver(reporter, error, context)
  reporters.push(reporter)
  return () => {
    const index = reporters.indexOf(reporter)
    if (index >= 0) reporters.splice(index, 1)
  }
}

function deliver(reporter: Reporter, error: unknown, context: ErrorContext) {
  try {
    reporter(error, context)
  } catch {
    // A failing reporter must never break the request that reported.
  }
}

export function reportError(error: unknown, context: ErrorContext = {}): void {
  const message = error instanceof Error ? error.message : String(error)
  console.error(`[error] ${message}`, { ...context, stack: error instanceof Error ? error.stack : undefined })
  recent.push([error, context])
  if (recent.length > RECENT_REPORTS_KEPT) recent.shift()
  for (const reporter of reporters) deliver(reporter, error, context)
}

/** The part of an error-reporting SDK (Sentry's) the reporter needs. */
export type ErrorReportingSdk = {
  captureException: (error: unknown, hint: { tags: Record<string, string>; extra: Record<string, unknown> }) => unknown
}

/** A reporter for Sentry's SDK: messages become errors; url and status code become searchable tags. */
export function errorReportingReporter(sdk: ErrorReportingSdk): Reporter {
  return (error, { url, statusCode, ...extra }) => {
    const tags: Record<string, string> = {}
    if (url) tags.url = url.slice(0, 200)
    if (statusCode !== undefined) tags.statusCode = String(statusCode)
    sdk.captureException(error instanceof Error ? error : new Error(String(error)), { tags, extra })
  }
}
