/**
 * Server start-up (Next's instrumentation hook): with REDIS_URL, the pages
 * pre-rendered by the build are put in the shared cache (unless another
 * server already has newer ones); error reporting to Sentry when a DSN is
 * configured. The jobs queue is run by this process from its start (not from
 * its first request) unless the environment is the tests' or JOBS_WORKER=external
 * (lib/jobs/serverJobs); a production start without SMTP says once that no
 * confirmation e-mail can go out.
 */
import type { Instrumentation } from 'next'

export async function register(): Promise<void> {
  // NEXT_RUNTIME and NEXT_PHASE are Next's own (set by Next for this process), not configuration: read where Next documents them.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // An invalid variable stops the server here too (the standalone server never loads next.config.ts), naming each one.
  const { env } = await import('@/lib/config/data').catch((error: unknown) => {
    console.error(`[start] refusing to serve: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })
  // Without scripts/client-address.cjs any visitor picks the address the rate limits count (docs/deployment.md).
  const building = process.env.NEXT_PHASE === 'phase-production-build'
  if (env.appEnv === 'production' && !building && !(Symbol.for('ostra.clientAddress') in globalThis)) {
    console.error('[start] refusing to serve: start the app server with NODE_OPTIONS="--require ./client-address.cjs" (npm start does; docs/deployment.md)')
    process.exit(1)
  }
  if (!building) {
    // libvips' operation cache keeps up to 50 MB of decoded pictures in native memory after an image is resized
    // (uploads, /_next/image); the results are stored on disk and in the image cache, so it saves nothing here.
    const { default: sharp } = await import('sharp')
    sharp.cache(false)
    const { smtpStartWarning } = await import('@/lib/forms/data')
    const warning = smtpStartWarning(env)
    if (warning) console.warn(`[start] ${warning}`)
  }
  if (env.redisUrl) {
    const { registerInitialCache } = await import('@fortedigital/nextjs-cache-handler/instrumentation')
    const { default: CacheHandler } = await import('../cache-handler.mjs')
    await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true })
  }
  if (env.sentry) {
    const Sentry = await import('@sentry/nextjs')
    // Errors only (what reportError sends, with its own tags): no tracing. `tracesSampleRate: 0` still counted as
    // tracing on, and Sentry's OpenTelemetry setup wrapped every request and each of Next's spans in contexts:
    // half the throughput of a cached page (235 req/s against 505, docs/performance.md).
    Sentry.init({ dsn: env.sentry.dsn, environment: env.sentry.environment, enableOpenTelemetrySetup: false })
    const { addErrorReporter, errorReportingReporter } = await import('@/lib/monitoring')
    addErrorReporter(errorReportingReporter(Sentry))
  }
  // Last, once errors are reported: the jobs queue, from the server's start (a scheduled publish needs no visitor first).
  const { serverRunsJobs } = await import('@/lib/jobs')
  if (!building && serverRunsJobs(env.appEnv, env.jobs.worker)) {
    const [{ startServerJobs }, { sitePayload }] = await Promise.all([import('@/lib/jobs/data'), import('./siteData')])
    startServerJobs(sitePayload)
  }
}

/** Errors Next catches while rendering or in route handlers, with the request they belong to. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { reportError } = await import('@/lib/monitoring')
  reportError(error, { url: request.path, statusCode: 500, routePath: context.routePath, routeType: context.routeType })
}
