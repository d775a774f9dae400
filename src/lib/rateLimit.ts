/**
 * Per-client rate limits. The limiter is an interface so that a shared store
 * (PostgreSQL, Redis) can replace the in-memory one when the site runs on
 * several servers; the memory one counts per process.
 */
export type RateLimitRule = { limit: number; windowMs: number }
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number }

export interface RateLimiter {
  /** Counts one request and answers whether it is within the limit. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>
  /** Answers whether the next request would be allowed, counting nothing (limits on failures only). */
  peek(key: string, rule: RateLimitRule): Promise<RateLimitResult>
}

function verdict(count: number, rule: RateLimitRule, msLeft: number, counted: boolean): RateLimitResult {
  // hit: the request just counted must be within the limit; peek: one more must fit.
  const allowed = counted ? count <= rule.limit : count < rule.limit
  return { allowed, remaining: Math.max(0, rule.limit - count), retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(msLeft / 1000)) }
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
    return verdict(window.count, rule, window.start + rule.windowMs - now, true)
  }

  async peek(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const now = this.now()
    const window = this.windows.get(key)
    if (!window || now - window.start >= rule.windowMs) return verdict(0, rule, rule.windowMs, false)
    return verdict(window.count, rule, window.start + rule.windowMs - now, false)
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

/** Reads a window without counting: [count, milliseconds left]. */
const PEEK_SCRIPT = `return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1])}`

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
    const reply = await this.run(FIXED_WINDOW_SCRIPT, key, rule)
    return reply ? verdict(reply.count, rule, reply.ttl, true) : this.fallback.hit(key, rule)
  }

  async peek(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const reply = await this.run(PEEK_SCRIPT, key, rule)
    return reply ? verdict(reply.count, rule, reply.ttl > 0 ? reply.ttl : rule.windowMs, false) : this.fallback.peek(key, rule)
  }

  /** The script's [count, ttl], or undefined when Redis cannot answer (the fallback decides). */
  private async run(script: string, key: string, rule: RateLimitRule): Promise<{ count: number; ttl: number } | undefined> {
    try {
      const reply = await this.redis.eval(script, { keys: [`${this.prefix}${rule.windowMs}:${key}`], arguments: [String(rule.windowMs)] })
      const [count, ttl] = Array.isArray(reply) ? reply.map(Number) : [NaN, NaN]
      return Number.isFinite(count) && Number.isFinite(ttl) ? { count, ttl } : undefined
    } catch {
      return undefined
    }
  }
}
