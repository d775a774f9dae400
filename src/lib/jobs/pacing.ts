/**
 * Visitors first: the app server's own job loop (serverJobs.ts) gives way while the server is saturated with
 * visitors' requests, and catches up when the load falls.
 *
 * Why: under the bench's sustained subscription writes (10 connections), the loop in the same process ran each
 * write's confirmation job as it came and took a quarter of the server: 329–331 writes/s with it, 408–435 without.
 * A job waits while the event loop was busy over the last sample and requests are in flight (the front door counts
 * them: scripts/client-address.cjs), at most `maxDeferMs`, so the queue still moves under any load (a scheduled
 * publish is late by a second at most). A worker of its own (npm run worker) does not pace: it serves no one.
 */
import { performance } from 'node:perf_hooks'

export type LoadSample = {
  /** The event loop's utilization (0…1) over the last sample. */
  utilization: number
  /** Visitors' requests not answered yet; undefined where nothing counts them (no front door): utilization alone. */
  inFlight: number | undefined
}

export type PacingRules = { busyUtilization: number; maxDeferMs: number; sampleMs: number; pollMs: number }

export const PACING: PacingRules = { busyUtilization: 0.8, maxDeferMs: 1_000, sampleMs: 100, pollMs: 50 }

/** Whether a job that has already waited `waitedMs` waits on. */
export function deferJob(sample: LoadSample, waitedMs: number, rules: PacingRules = PACING): boolean {
  if (waitedMs >= rules.maxDeferMs) return false
  const visitorsWaiting = sample.inFlight === undefined || sample.inFlight > 0
  return visitorsWaiting && sample.utilization >= rules.busyUtilization
}

type Clock = { now: () => number; sleep: (ms: number) => Promise<void> }

const realClock: Clock = { now: () => performance.now(), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) }

/** A pace for the job loop: resolves once a job may run (at once on a server with room to spare). */
export function visitorsFirst(load: () => LoadSample, rules: PacingRules = PACING, clock: Clock = realClock): () => Promise<void> {
  return async () => {
    const started = clock.now()
    while (deferJob(load(), clock.now() - started, rules)) await clock.sleep(rules.pollMs)
  }
}

const REQUESTS_IN_FLIGHT = Symbol.for('ostra.requestsInFlight')

/** The front door's count of requests in flight, if it is installed in this process. */
function requestsInFlight(): number | undefined {
  const counter = (globalThis as { [REQUESTS_IN_FLIGHT]?: { count: number } })[REQUESTS_IN_FLIGHT]
  return counter?.count
}

/** This process's load, sampled every `sampleMs` (an unreferenced timer: it keeps no process alive). */
export function processLoad(rules: PacingRules = PACING): () => LoadSample {
  let last = performance.eventLoopUtilization()
  let utilization = 0
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization()
    utilization = performance.eventLoopUtilization(now, last).utilization
    last = now
  }, rules.sampleMs)
  timer.unref()
  return () => ({ utilization, inFlight: requestsInFlight() })
}
