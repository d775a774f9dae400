import { describe, expect, it } from 'vitest'

import { clientKey, MemoryRateLimiter, RedisRateLimiter } from '@/lib/requests/rateLimit'

describe('MemoryRateLimiter', () => {
  it('allows the limit per window, then answers when to retry', async () => {
    let now = 1_000_000
    const limiter = new MemoryRateLimiter(() => now)
    const rule = { limit: 3, windowMs: 60_000 }
    for (let i = 0; i < 3; i++) expect((await limiter.hit('a', rule)).allowed).toBe(true)
    now += 15_000
    expect(await limiter.hit('a', rule)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 45 })
    // Other clients have their own count.
    expect((await limiter.hit('b', rule)).allowed).toBe(true)
    now += 45_000
    expect(await limiter.hit('a', rule)).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 })
  })

  it('peeks without counting: the limit of failures is reached only by hits', async () => {
    let now = 0
    const limiter = new MemoryRateLimiter(() => now)
    const rule = { limit: 2, windowMs: 10_000 }
    for (let i = 0; i < 5; i++) expect((await limiter.peek('a', rule)).allowed).toBe(true)
    await limiter.hit('a', rule)
    expect(await limiter.peek('a', rule)).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 })
    await limiter.hit('a', rule)
    now = 4000
    expect(await limiter.peek('a', rule)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 6 })
    now = 10_000
    expect((await limiter.peek('a', rule)).allowed).toBe(true)
  })

  it('forgets expired windows', async () => {
    let now = 0
    const limiter = new MemoryRateLimiter(() => now)
    const rule = { limit: 1, windowMs: 1000 }
    for (let i = 0; i < 100; i++) await limiter.hit(`k${i}`, rule)
    expect(limiter.size).toBe(100)
    now = 5000
    await limiter.hit('fresh', rule)
    expect(limiter.size).toBe(1)
  })

  it('keeps a long window when a short rule sweeps (a 15-minute sign-in window outlives one-minute form limits)', async () => {
    let now = 0
    const limiter = new MemoryRateLimiter(() => now)
    const signIn = { limit: 2, windowMs: 15 * 60_000 }
    const forms = { limit: 20, windowMs: 60_000 }
    await limiter.hit('sign-in x', signIn)
    await limiter.hit('sign-in x', signIn)
    now = 5 * 60_000
    await limiter.hit('form y', forms)
    expect((await limiter.peek('sign-in x', signIn)).allowed).toBe(false)
  })

  it('holds at most its number of keys, whatever clients invent, and cuts long keys', async () => {
    const limiter = new MemoryRateLimiter(() => 0, 100)
    const rule = { limit: 1, windowMs: 60_000 }
    for (let i = 0; i < 1_000; i++) await limiter.hit(`client-${i}-${'x'.repeat(5_000)}`, rule)
    expect(limiter.size).toBe(100)
    // The newest survive; two keys that differ only past the cut are one client.
    expect((await limiter.peek(`client-999-${'x'.repeat(5_000)}`, rule)).allowed).toBe(false)
    expect((await limiter.peek(`client-0-${'x'.repeat(5_000)}`, rule)).allowed).toBe(true)
  })

  it('gives back an attempt counted up front, within its window only', async () => {
    let now = 0
    const limiter = new MemoryRateLimiter(() => now)
    const rule = { limit: 1, windowMs: 1_000 }
    await limiter.hit('a', rule)
    await limiter.release('a')
    expect((await limiter.hit('a', rule)).allowed).toBe(true)
    now = 2_000
    await limiter.release('a')
    await limiter.release('a')
    expect((await limiter.hit('a', rule)).allowed).toBe(true)
    expect((await limiter.hit('a', rule)).allowed).toBe(false)
  })
})

describe('clientKey', () => {
  it('takes the address the app server’s preload left (the last entry should a server run without it)', () => {
    expect(clientKey(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7')
    expect(clientKey(new Headers({ 'x-forwarded-for': '6.6.6.6, 10.0.0.1' }))).toBe('10.0.0.1')
    expect(clientKey(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('unknown')
  })
})

describe('RedisRateLimiter when Redis cannot answer', () => {
  it('allows requests, counting them in this process instead', async () => {
    const unreachable = { eval: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')) }
    const limiter = new RedisRateLimiter(unreachable)
    const rule = { limit: 1, windowMs: 60_000 }
    expect((await limiter.peek('k', rule)).allowed).toBe(true)
    expect((await limiter.hit('k', rule)).allowed).toBe(true)
    expect((await limiter.hit('k', rule)).allowed).toBe(false)
  })

  it('treats a reply that is not [count, ttl] as no answer', async () => {
    const limiter = new RedisRateLimiter({ eval: async () => 'OK' })
    const rule = { limit: 1, windowMs: 60_000 }
    expect((await limiter.hit('k', rule)).allowed).toBe(true)
    expect((await limiter.hit('k', rule)).allowed).toBe(false)
  })
})
