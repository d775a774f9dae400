/**
 * The jobs worker: runs Payload's queued jobs (scheduled publish and
 * unpublish, and later the outbound deliveries) outside the web server.
 *
 *   npm run worker            every JOBS_INTERVAL_SECONDS (default 15) until stopped
 *   npm run worker -- --once  run what is due now, then exit (cron, tests)
 *   npm run worker -- --job=ID[,ID…]  run those jobs now, in turn (an operator retrying them; tests)
 *
 * In development the app runs due jobs itself (payload.config.ts jobs.autoRun).
 */
process.exitCode = 1
// Payload's start-up (modules with top-level await included, hence the imports below) can leave
// only unreferenced handles pending for a moment; without a referenced timer Node may drain the
// event loop and exit (code 13) before the work is done.
const keepAlive = setInterval(() => undefined, 60_000)

const once = process.argv.includes('--once')
const jobIds = (process.argv.find((arg) => arg.startsWith('--job='))?.slice('--job='.length) ?? '').split(',').filter(Boolean).map(Number)
const intervalMs = Math.max(1, Number(process.env.JOBS_INTERVAL_SECONDS ?? 15)) * 1000

async function main(): Promise<void> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const { JOBS_QUEUE } = await import('../src/lib/jobs')
  const payload = await getPayload({ config })
  let stopping = false
  const stop = () => {
    stopping = true
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  try {
    if (jobIds.length) {
      for (const id of jobIds) await payload.jobs.runByID({ id })
      return
    }
    do {
      // Jobs that fail stay in the queue with their error and are retried by their own settings.
      // Batches of 50 until nothing due is left (a failed job waits out its backoff, so this ends).
      let ran = 0
      do {
        const result = await payload.jobs.run({ queue: JOBS_QUEUE, limit: 50 })
        ran = Object.keys(result.jobStatus ?? {}).length
        if (ran > 0) payload.logger.info(`worker: ran ${ran} job(s)`)
      } while (ran > 0 && !stopping)
      if (once) break
      for (let waited = 0; waited < intervalMs && !stopping; waited += 250) await new Promise((r) => setTimeout(r, 250))
    } while (!stopping)
  } finally {
    // A pool that will not close must not keep a finished worker alive (process.exit follows).
    await Promise.race([payload.destroy(), new Promise((r) => setTimeout(r, 5000).unref())])
    clearInterval(keepAlive)
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[worker] failed:', error)
    process.exit(1)
  },
)
