/**
 * Per-client rate limits. The limiter is an interface so that a shared store
 * (PostgreSQL, Redis) can replace the in-memory one when the site runs on
 * several servers; the memory one counts per process.
 */
export type RateLimitRule = { limit: number; windowMs: number }
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number }

export interface RateLimiter {
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>
}

/** Fixed windows per key; expired windows are swept as keys come and go. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>()
  private lastSweep = 0

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const now = this.now()
    this.sweep(now, rule.windowMs)
    let window = this.windows.get(key)
    if (!window || now - window.start >= rule.windowMs) {
      window = { start: now, count: 0 }
      this.windows.set(key, window)
    }
    window.count++
    const allowed = window.count <= rule.limit
    return {
      allowed,
      remaining: Math.max(0, rule.limit - window.count),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((window.start + rule.windowMs - now) / 1000)),
    }
  }

  get size(): number {
    return this.windows.size
  }

  private sweep(now: number, windowMs: number) {
    if (now - this.lastSweep < windowMs) return
    this.lastSweep = now
    for (const [key, window] of this.windows) if (now - window.start >= windowMs) this.windows.delete(key)
  }
}

/**
 * The client a request comes from, from X-Forwarded-For: Next fills it with the
 * peer address when absent, and a proxy in front appends the address it saw,
 * so the trustworthy entry is the last one, or `extraHops` from the end when
 * more proxies append after the first (RATE_LIMIT_PROXY_HOPS).
 */
export function clientKey(headers: Headers, extraHops = 0): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return chain[Math.max(0, chain.length - 1 - extraHops)] ?? headers.get('x-real-ip')?.trim() ?? 'unknown'
}
