/**
 * The one place errors are reported (spec §8: a shared helper logs the error
 * and reports it with url and status code). Error reporting (Sentry) plugs in
 * here with the analytics issue; until then the log is the report.
 */
export type ErrorContext = { url?: string; status?: number; [key: string]: unknown }

type Reporter = (error: unknown, context: ErrorContext) => void
const reporters: Reporter[] = []

/** Adds a destination for reports (the error-reporting service, a test's collector). */
export function addErrorReporter(reporter: Reporter): () => void {
  reporters.push(reporter)
  return () => reporters.splice(reporters.indexOf(reporter), 1)
}

export function reportError(error: unknown, context: ErrorContext = {}): void {
  const message = error instanceof Error ? error.message : String(error)
  console.error(`[error] ${message}`, { ...context, stack: error instanceof Error ? error.stack : undefined })
  for (const reporter of reporters) {
    try {
      reporter(error, context)
    } catch {
      // A failing reporter must never break the request that reported.
    }
  }
}
