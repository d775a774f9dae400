/**
 * Failed sign-ins per client address, in front of Payload's login. Payload
 * locks an account after 5 wrong passwords; this stops one client trying many
 * accounts. Only failures count, so editors signing in normally are never
 * slowed; a client with 10 failures in 15 minutes gets 429 until the window ends.
 */
import { env } from '@/lib/env'
import { clientKey } from '@/lib/rateLimit'

import { currentRateLimiter } from './endpoint'
import { jsonError } from './errors'

export const SIGN_IN_PATH = '/api/users/login'
export const SIGN_IN_FAILURES = { limit: 10, windowMs: 15 * 60_000 }

type Handler<C> = (request: Request, context: C) => Promise<Response>

export function limitSignInFailures<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    if (new URL(request.url).pathname !== SIGN_IN_PATH) return handler(request, context)
    const key = `sign-in ${clientKey(request.headers, env.rateLimitProxyHops)}`
    const limiter = currentRateLimiter()
    const before = await limiter.peek(key, SIGN_IN_FAILURES)
    if (!before.allowed) {
      return jsonError(429, 'rate_limited', `Too many failed sign-ins; try again in ${before.retryAfterSeconds} s`, undefined, { 'Retry-After': String(before.retryAfterSeconds) })
    }
    const response = await handler(request, context)
    if (response.status === 401 || response.status === 403) await limiter.hit(key, SIGN_IN_FAILURES)
    return response
  }
}
