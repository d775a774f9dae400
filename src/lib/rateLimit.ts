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

/** The one Redis command the shared limiter needs (node-redis's `eval`). */
export interface RedisScripting {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>
}

/**
 * Counts and starts the window in one step: the first hit sets the expiry, so
 * a window cannot outlive its length even if a server dies mid-request.
 * Answers [count, milliseconds left in the window].
 */
const FIXED_WINDOW_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`

/**
 * Fixed windows in Redis, shared by every app server. If Redis cannot answer,
 * the request is allowed (and the process's own limiter counts it): a limiter
 * outage must not take the forms down.
 */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: RedisScripting,
    private readonly fallback: RateLimiter = new MemoryRateLimiter(),
    private readonly prefix = 'ratelimit:',
  ) {}

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    let reply: unknown
    try {
      reply = await this.redis.eval(FIXED_WINDOW_SCRIPT, { keys: [`${this.prefix}${rule.windowMs}:${key}`], arguments: [String(rule.windowMs)] })
    } catch {
      return this.fallback.hit(key, rule)
    }
    const [count, ttl] = Array.isArray(reply) ? reply.map(Number) : [NaN, NaN]
    if (!Number.isFinite(count) || !Number.isFinite(ttl)) return this.fallback.hit(key, rule)
    const allowed = count <= rule.limit
    return { allowed, remaining: Math.max(0, rule.limit - count), retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(ttl / 1000)) }
  }
}
