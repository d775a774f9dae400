/**
 * Visitors first (src/lib/jobs/pacing.ts): the app server's own job loop waits while visitors' requests are in
 * flight on a saturated event loop, never longer than a second a job, and not at all on a server with room.
 */
import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

import { deferJob, PACING, processLoad, visitorsFirst, type LoadSample } from '@/lib/jobs/pacing'

const busy: LoadSample = { utilization: 0.97, inFlight: 10 }

describe('deferJob', () => {
  it('waits while the event loop is busy and visitors wait on it', () => {
    expect(deferJob(busy, 0)).toBe(true)
    expect(deferJob({ utilization: PACING.busyUtilization, inFlight: 1 }, 999)).toBe(true)
  })

  it('runs at once on a loop with room, or a busy one no visitor waits on (the jobs themselves)', () => {
    expect(deferJob({ utilization: 0.5, inFlight: 10 }, 0)).toBe(false)
    expect(deferJob({ utilization: 1, inFlight: 0 }, 0)).toBe(false)
  })

  it('where nothing counts requests (no front door), goes by the loop alone', () => {
    expect(deferJob({ utilization: 0.9, inFlight: undefined }, 0)).toBe(true)
    expect(deferJob({ utilization: 0.1, inFlight: undefined }, 0)).toBe(false)
  })

  it('never waits a job more than maxDeferMs, so the queue moves under any load', () => {
    expect(deferJob(busy, PACING.maxDeferMs)).toBe(false)
    expect(deferJob(busy, 10 * PACING.maxDeferMs)).toBe(false)
  })
})

/** A clock that moves only when slept on. */
function fakeClock() {
  let now = 0
  const slept: number[] = []
  return {
    clock: {
      now: () => now,
      sleep: async (ms: number) => {
        slept.push(ms)
        now += ms
      },
    },
    slept,
  }
}

describe('visitorsFirst', () => {
  it('lets a job go at once on a quiet server', async () => {
    const { clock, slept } = fakeClock()
    await visitorsFirst(() => ({ utilization: 0.2, inFlight: 3 }), PACING, clock)()
    expect(slept).toEqual([])
  })

  it('holds a job while the server is saturated, up to maxDeferMs, then lets it go', async () => {
    const { clock, slept } = fakeClock()
    await visitorsFirst(() => busy, PACING, clock)()
    expect(slept.reduce((sum, ms) => sum + ms, 0)).toBe(PACING.maxDeferMs)
    expect(new Set(slept)).toEqual(new Set([PACING.pollMs]))
  })

  it('lets it go as soon as the load falls', async () => {
    const { clock, slept } = fakeClock()
    const samples: LoadSample[] = [busy, busy, busy, { utilization: 0.3, inFlight: 2 }]
    await visitorsFirst(() => samples.shift() ?? busy, PACING, clock)()
    expect(slept).toEqual([PACING.pollMs, PACING.pollMs, PACING.pollMs])
  })
})

describe('processLoad', () => {
  const spin = (ms: number) => {
    const end = performance.now() + ms
    while (performance.now() < end);
  }
  const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  it('reads this process’s event loop: near 1 after a blocked stretch, near 0 after an idle one', async () => {
    const load = processLoad()
    // A blocked loop: the sample taken when it frees covers the blocked stretch.
    spin(3 * PACING.sampleMs)
    await idle(PACING.sampleMs / 4)
    await idle(PACING.sampleMs / 4)
    // Either the sample over the blocked stretch, or one over it and a few idle milliseconds.
    expect(load().utilization).toBeGreaterThan(0.8)
    await idle(4 * PACING.sampleMs)
    expect(load().utilization).toBeLessThan(0.5)
  })

  it('counts the front door’s requests in flight when it is installed', () => {
    // The front door's own key: a renamed symbol on either side fails here.
    const { REQUESTS_IN_FLIGHT: key } = createRequire(import.meta.url)('../../scripts/client-address.cjs') as { REQUESTS_IN_FLIGHT: symbol }
    const holder = globalThis as { [key]?: { count: number } }
    const before = holder[key]
    try {
      delete holder[key]
      expect(processLoad()().inFlight).toBeUndefined()
      holder[key] = { count: 3 }
      expect(processLoad()().inFlight).toBe(3)
    } finally {
      if (before) holder[key] = before
      else delete holder[key]
    }
  })
})
