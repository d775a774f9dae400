/**
 * Failed sign-ins per client address, in front of Payload's login. Payload
 * locks an account after 5 wrong passwords; this stops one client trying many
 * accounts. Only failures count, so editors signing in normally are never
 * slowed; a client with 10 failures in 15 minutes gets 429 until the window ends.
 *
 * Every way in counts: the REST path in any spelling Payload accepts (percent-encoded letters,
 * any case, a trailing slash) and GraphQL's loginUser. Each attempt is counted before it runs and
 * given back when it succeeds, so concurrent wrong passwords cannot all pass one check together.
 */
import { safeDecode } from '@/lib/decode'
import { clientKey } from '@/lib/rateLimit'

import { currentRateLimiter } from './endpoint'
import { jsonError } from './errors'

export const SIGN_IN_PATH = '/api/users/login'
export const GRAPHQL_PATH = '/api/graphql'
export const SIGN_IN_FAILURES = { limit: 10, windowMs: 15 * 60_000 }

type Handler<C> = (request: Request, context: C) => Promise<Response>

/** The path as Payload's router will read it: decoded, lower case, without a trailing slash. */
export function routedPath(pathname: string): string {
  return (safeDecode(pathname) ?? pathname).toLowerCase().replace(/\/+$/, '')
}

/** Whether a GraphQL body asks for loginUser (read from a copy; the handler gets the original). */
async function asksGraphqlLogin(request: Request): Promise<boolean> {
  try {
    return /\bloginUser\b/.test(await request.clone().text())
  } catch {
    return false
  }
}

/** Whether GraphQL's answer holds a token for loginUser; anything else (errors, null) failed. */
async function graphqlLoginSucceeded(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as { data?: { loginUser?: { token?: unknown } | null } }
    return typeof body.data?.loginUser?.token === 'string'
  } catch {
    return false
  }
}

export function limitSignInFailures<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const path = routedPath(new URL(request.url).pathname)
    const graphql = path === GRAPHQL_PATH
    if (path !== SIGN_IN_PATH && !(graphql && (await asksGraphqlLogin(request)))) return handler(request, context)
    const key = `sign-in ${clientKey(request.headers)}`
    const limiter = currentRateLimiter()
    const reserved = await limiter.hit(key, SIGN_IN_FAILURES)
    if (!reserved.allowed) {
      return jsonError(429, 'rate_limited', `Too many failed sign-ins; try again in ${reserved.retryAfterSeconds} s`, undefined, {
        'Retry-After': String(reserved.retryAfterSeconds),
      })
    }
    const response = await handler(request, context)
    const succeeded = graphql ? await graphqlLoginSucceeded(response) : response.ok
    if (succeeded) await limiter.release(key, SIGN_IN_FAILURES)
    return response
  }
}
