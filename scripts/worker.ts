/**
 * The jobs worker: runs Payload's queued jobs (scheduled publish and
 * unpublish, and later the outbound deliveries) outside the web server.
 *
 *   npm run worker            every JOBS_INTERVAL_SECONDS (default 15) until stopped
 *   npm run worker -- --once  run what is due now, then exit (cron, tests)
 *   npm run worker -- --job=ID[,ID…]  run those jobs now, whatever their schedule (an operator; tests)
 *
 * Any number of workers may run side by side: each job is claimed by one
 * (src/lib/jobs/jobStore.ts), a killed worker's jobs run again once their lease
 * (JOBS_LEASE_SECONDS) has run out, and a database outage is waited out.
 * On start it queues the stored rows not forwarded yet whose service is now
 * configured. The app server runs the same loop itself unless JOBS_WORKER=external
 * (src/lib/jobs/serverJobs.ts): a worker beside it shares the queue and never doubles a job.
 */
process.exitCode = 1
// Payload's start-up (modules with top-level await included, hence the imports below) can leave
// only unreferenced handles pending for a moment; without a referenced timer Node may drain the
// event loop and exit (code 13) before the work is done.
const keepAlive = setInterval(() => undefined, 60_000)

const once = process.argv.includes('--once')
const jobIds = (process.argv.find((arg) => arg.startsWith('--job='))?.slice('--job='.length) ?? '').split(',').filter(Boolean).map(Number)

// Start-up in named steps, written at once (stderr is synchronous): a worker that stalls before its first log line
// says where (a stall in a test run showed no output at all).
let phase = 'loading modules'
const step = (name: string) => {
  phase = name
  process.stderr.write(`[worker] ${name}\n`)
}
// With what the process is waiting on (sockets, files, timers): the stall seen twice in ~10 full runs hung here.
setTimeout(
  () =>
    phase !== 'running' && process.stderr.write(`[worker] still starting after 30 s: ${phase}; waiting on ${process.getActiveResourcesInfo().join(', ')}\n`),
  30_000,
).unref()

// Asked to stop while still starting (a deploy, a test): stop as soon as start-up is done, with success.
let stopRequested = false
const requestStop = () => {
  stopRequested = true
}
process.on('SIGINT', requestStop)
process.on('SIGTERM', requestStop)

async function main(): Promise<void> {
  step('loading Payload')
  const { getPayload } = await import('payload')
  step('loading the configuration')
  const { default: config } = await import('../payload.config')
  const { JOBS_QUEUE } = await import('../src/lib/jobs/queue')
  const { env } = await import('../src/lib/config/data')
  const { outageDelayMs } = await import('../src/lib/jobs/jobQueue')
  const { runJobLoop } = await import('../src/lib/jobs/jobWorker')
  // A database that is down when the worker starts is waited for, as one that goes down later is.
  let payload: Awaited<ReturnType<typeof getPayload>> | undefined
  for (let errors = 1; !payload && !stopRequested; errors++) {
    try {
      step('connecting to the database')
      payload = await getPayload({ config })
    } catch (error) {
      const wait = outageDelayMs(errors)
      console.error(`[worker] cannot start (${error instanceof Error ? error.message : String(error)}); trying again in ${wait / 1000} s`)
      await new Promise((r) => setTimeout(r, wait))
    }
  }
  if (!payload) return
  step('running')
  try {
    await runJobLoop(payload, {
      queue: JOBS_QUEUE,
      settings: env.jobs,
      once,
      jobIds: jobIds.length ? jobIds : undefined,
      stopping: () => stopRequested,
      // On start: stored rows whose service is configured now, and that have no job, get one (lib/forms/forwarding).
      forwarding: env,
    })
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
