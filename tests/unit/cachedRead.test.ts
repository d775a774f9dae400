import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { cachedRead } from '@/lib/pages/cached'

// Next's data cache needs a running server; here it calls straight through, so only the coalescing is under test.
vi.mock('next/cache', () => ({ unstable_cache: <R>(fn: () => Promise<R>) => fn }))

const payload = {} as Payload

function deferredRead() {
  const calls: { args: string; resolve: (value: string) => void }[] = []
  const read = cachedRead(
    'test',
    (_payload: Payload, country: string) => new Promise<string>((resolve) => calls.push({ args: country, resolve })),
    (country) => [`test:${country}`],
  )
  return { read, calls }
}

describe('cachedRead', () => {
  it('runs one read for simultaneous requests with the same arguments, and shares its answer', async () => {
    const { read, calls } = deferredRead()
    const answers = Promise.all([read(payload, 'US'), read(payload, 'US'), read(payload, 'US')])
    expect(calls.map((c) => c.args)).toEqual(['US'])
    calls[0].resolve('rates for US')
    expect(await answers).toEqual(['rates for US', 'rates for US', 'rates for US'])
  })

  it('reads separately for other arguments, and again once a read has settled', async () => {
    const { read, calls } = deferredRead()
    const us = read(payload, 'US')
    const gb = read(payload, 'GB')
    expect(calls.map((c) => c.args)).toEqual(['US', 'GB'])
    calls[0].resolve('US')
    calls[1].resolve('GB')
    expect([await us, await gb]).toEqual(['US', 'GB'])
    const later = read(payload, 'US')
    expect(calls).toHaveLength(3)
    calls[2].resolve('US again')
    expect(await later).toBe('US again')
  })

  it('lets a failed read fail every waiter, and tries again on the next request', async () => {
    let attempt = 0
    const read = cachedRead(
      'test-fail',
      async () => {
        attempt++
        if (attempt === 1) throw new Error('database unavailable')
        return 'back'
      },
      () => ['t'],
    )
    const waiters = [read(payload), read(payload)]
    await expect(waiters[0]).rejects.toThrow('database unavailable')
    await expect(waiters[1]).rejects.toThrow('database unavailable')
    expect(await read(payload)).toBe('back')
    expect(attempt).toBe(2)
  })
})
