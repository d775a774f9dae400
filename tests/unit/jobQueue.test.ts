import { describe, expect, it } from 'vitest'

import { heartbeatMs, leaseExpired, nextAttemptAt, outageDelayMs, retryDelayMs } from '@/lib/jobs/jobQueue'

const settings = { retryBaseSeconds: 15, retryMaxSeconds: 3600 }

describe('retry backoff', () => {
  it('doubles from the base after each failure and stops growing at the cap', () => {
    const waits = Array.from({ length: 12 }, (_, i) => retryDelayMs(i + 1, settings) / 1000)
    expect(waits).toEqual([15, 30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600, 3600])
  })

  it('never gives up and never overflows: any number of failures has a finite wait at the cap', () => {
    for (const failures of [50, 1_000, 1e9, Number.MAX_SAFE_INTEGER]) expect(retryDelayMs(failures, settings)).toBe(3_600_000)
    expect(nextAttemptAt(10_000, new Date('2026-01-01T00:00:00Z'), settings).toISOString()).toBe('2026-01-01T01:00:00.000Z')
  })

  it('is due at once before any failure', () => {
    expect(retryDelayMs(0, settings)).toBe(0)
    expect(retryDelayMs(Number.NaN, settings)).toBe(0)
  })

  it('keeps a cap below the base as the only wait', () => {
    expect(retryDelayMs(1, { retryBaseSeconds: 60, retryMaxSeconds: 10 })).toBe(10_000)
  })
})

describe('job leases', () => {
  const start = new Date('2026-01-01T00:00:00Z')
  const after = (seconds: number) => new Date(start.getTime() + seconds * 1000)

  it('holds for the lease and runs out at its end', () => {
    expect(leaseExpired(start, after(299.999), 300)).toBe(false)
    expect(leaseExpired(start, after(300), 300)).toBe(true)
    expect(leaseExpired(start, after(3600), 300)).toBe(true)
  })

  it('is renewed three times per lease, so one late renewal does not lose it', () => {
    expect(heartbeatMs(300)).toBe(100_000)
    expect(heartbeatMs(9)).toBe(3000)
    expect(3 * heartbeatMs(1)).toBeLessThanOrEqual(1000)
  })
})

describe('waiting out a database outage', () => {
  it('waits 1 s, doubling, at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 100].map(outageDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000])
  })
})

describe('the retry policy of tasks', async () => {
  const { retryForever, withRetryPolicy } = await import('@/lib/jobs/deliver')
  const { env } = await import('@/lib/config/data')
  type Failing = Parameters<NonNullable<typeof retryForever.onFail>>[0]

  it('sets the next attempt from the failures so far, capped, with attempts that never run out', async () => {
    const job = { totalTried: 2, waitUntil: undefined as string | undefined }
    const before = Date.now()
    await retryForever.onFail?.({ job } as unknown as Failing)
    const wait = new Date(job.waitUntil as string).getTime() - before
    // The third failure in a row: the base doubled twice.
    expect(wait).toBeGreaterThanOrEqual(retryDelayMs(3, env.jobs) - 5)
    expect(wait).toBeLessThanOrEqual(retryDelayMs(3, env.jobs) + 1000)
    const many = { totalTried: 10_000, waitUntil: undefined as string | undefined }
    await retryForever.onFail?.({ job: many } as unknown as Failing)
    expect(new Date(many.waitUntil as string).getTime() - Date.now()).toBeLessThanOrEqual(env.jobs.retryMaxSeconds * 1000)
    expect(retryForever.retries).toEqual({ attempts: Number.MAX_SAFE_INTEGER })
  })

  it('gives it to tasks with no policy (scheduled publishing) and leaves the others theirs', () => {
    const bare = { slug: 'schedulePublish', handler: () => ({ output: {} }) }
    const own = { slug: 'startVoiceAiDemo', handler: () => ({ output: {} }), retries: { attempts: 3 } }
    withRetryPolicy([bare, own] as never)
    expect(bare).toMatchObject({ retries: retryForever.retries, onFail: retryForever.onFail })
    expect(own.retries).toEqual({ attempts: 3 })
    expect('onFail' in own).toBe(false)
  })
})
