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
  /** Takes back one hit of a window still open: an attempt counted up front that turned out to succeed. */
  release(key: string, rule: RateLimitRule): Promise<void>
}

function verdict(count: number, rule: RateLimitRule, msLeft: number, counted: boolean): RateLimitResult {
  // hit: the request just counted must be within the limit; peek: one more must fit.
  const allowed = counted ? count <= rule.limit : count < rule.limit
  return { allowed, remaining: Math.max(0, rule.limit - count), retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(msLeft / 1000)) }
}

/** How many windows one process keeps at most: about 10 MB whatever clients send. */
export const MEMORY_LIMITER_MAX_KEYS = 50_000
/** Longest key kept: client addresses are short, so anything longer is an invented one. */
export const MAX_KEY_LENGTH = 200

/**
 * Fixed windows per key, each ending at its own time (a sweep for a one-minute rule never ends a
 * 15-minute sign-in window). Bounded: expired windows are swept as keys come and go, and when the
 * map is full of live windows the oldest goes first.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { start: number; end: number; count: number }>()
  private nextSweep = 0

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = MEMORY_LIMITER_MAX_KEYS,
  ) {}

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const now = this.now()
    const id = key.slice(0, MAX_KEY_LENGTH)
    this.sweep(now)
    let window = this.windows.get(id)
    if (!window || now >= window.end) {
      this.windows.delete(id)
      if (this.windows.size >= this.maxKeys) this.evictOldest()
      window = { start: now, end: now + rule.windowMs, count: 0 }
      this.windows.set(id, window)
    }
    window.count++
    return verdict(window.count, rule, window.end - now, true)
  }

  async peek(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const now = this.now()
    const window = this.windows.get(key.slice(0, MAX_KEY_LENGTH))
    if (!window || now >= window.end) return verdict(0, rule, rule.windowMs, false)
    return verdict(window.count, rule, window.end - now, false)
  }

  async release(key: string): Promise<void> {
    const window = this.windows.get(key.slice(0, MAX_KEY_LENGTH))
    if (window && window.count > 0 && this.now() < window.end) window.count--
  }

  get size(): number {
    return this.windows.size
  }

  /** At most once a second: every expired window, whatever rule made it. */
  private sweep(now: number) {
    if (now < this.nextSweep) return
    this.nextSweep = now + 1_000
    for (const [key, window] of this.windows) if (now >= window.end) this.windows.delete(key)
  }

  /** Maps keep insertion order, and a window is re-inserted when it restarts: the first is the oldest. */
  private evictOldest() {
    const oldest = this.windows.keys().next()
    if (!oldest.done) this.windows.delete(oldest.value)
  }
}

/**
 * The client a request comes from: X-Forwarded-For, which the app server's preload
 * (scripts/client-address.cjs) sets to the one address it trusts, from the socket or the
 * configured proxies (TRUSTED_PROXY_HOPS). The last entry, should a server run without it.
 */
export function clientKey(headers: Headers): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return chain.at(-1) ?? 'unknown'
}

/** The one Redis command the shared limiter needs (node-redis's `eval`). */
export interface RedisScripting {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>
}

/** Reads a window without counting: [count, milliseconds left]. */
const PEEK_SCRIPT = `return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1])}`

/** Takes one back from a live window (never below zero, never reviving an expired one). */
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return {count, redis.call('PTTL', KEYS[1])}`

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

  async release(key: string, rule: RateLimitRule): Promise<void> {
    if (!(await this.run(RELEASE_SCRIPT, key, rule))) await this.fallback.release(key, rule)
  }

  /** The script's [count, ttl], or undefined when Redis cannot answer (the fallback decides). */
  private async run(script: string, key: string, rule: RateLimitRule): Promise<{ count: number; ttl: number } | undefined> {
    try {
      const reply = await this.redis.eval(script, {
        keys: [`${this.prefix}${rule.windowMs}:${key.slice(0, MAX_KEY_LENGTH)}`],
        arguments: [String(rule.windowMs)],
      })
      const [count, ttl] = Array.isArray(reply) ? reply.map(Number) : [NaN, NaN]
      return Number.isFinite(count) && Number.isFinite(ttl) ? { count, ttl } : undefined
    } catch {
      return undefined
    }
  }
}
