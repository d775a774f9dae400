/**
 * Failed sign-ins per client address, in front of Payload's login. Payload
 * locks an account after 5 wrong passwords; this stops one client trying many
 * accounts. Only failures count, so editors signing in normally are never
 * slowed; a client with 10 failures in 15 minutes gets 429 until the window ends.
 *
 * Every way in counts: the REST path in any spelling Payload accepts (percent-encoded letters,
 * any case, a trailing slash) and GraphQL's loginUser, read from the parsed document (escapes, aliases and
 * fragments included; more than one in a request is refused). Each attempt is counted before it runs and
 * given back when it succeeds, so concurrent wrong passwords cannot all pass one check together.
 */
import { safeDecode } from '@/lib/decode'
import { readGraphqlRequest, clientKey } from '@/lib/requests'

import { currentRateLimiter } from './endpoint'
import { jsonError, rateLimited } from './errors'

export const SIGN_IN_PATH = '/api/users/login'
export const GRAPHQL_PATH = '/api/graphql'
export const SIGN_IN_FAILURES = { limit: 10, windowMs: 15 * 60_000 }

type Handler<C> = (request: Request, context: C) => Promise<Response>
/** Runs one sign-in to `account` (lower-cased e-mail or username) at a time: signInLock.ts. */
export type SignInSerializer = (account: string, work: () => Promise<Response>) => Promise<Response>

/**
 * The account a sign-in is for, read from its body text: REST's `email` or `username`, or
 * GraphQL's (a variable, or a literal in the query). Undefined when there is none to read.
 */
export function signInAccount(text: string | undefined, graphql: boolean): string | undefined {
  if (text === undefined) return undefined
  try {
    if (!graphql) {
      const body = JSON.parse(text) as { email?: unknown; username?: unknown }
      const account = typeof body.email === 'string' ? body.email : body.username
      return typeof account === 'string' && account.trim() ? account.trim().toLowerCase() : undefined
    }
    const body = JSON.parse(text) as { query?: unknown; variables?: Record<string, unknown> | null }
    const fromVariables = Object.values(body.variables ?? {}).find((value): value is string => typeof value === 'string' && value.includes('@'))
    const literal = typeof body.query === 'string' ? /\b(?:email|username)\s*:\s*"([^"]+)"/.exec(body.query)?.[1] : undefined
    const account = fromVariables ?? literal
    return account?.trim() ? account.trim().toLowerCase() : undefined
  } catch {
    return undefined
  }
}

/** The body as text, read from a copy (the handler gets the original); undefined when unreadable. */
async function bodyText(request: Request): Promise<string | undefined> {
  try {
    return await request.clone().text()
  } catch {
    return undefined
  }
}

/** The path as Payload's router will read it: decoded, lower case, without a trailing slash. */
export function routedPath(pathname: string): string {
  return (safeDecode(pathname) ?? pathname).toLowerCase().replace(/\/+$/, '')
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

export function limitSignInFailures<C>(handler: Handler<C>, serialize?: SignInSerializer): Handler<C> {
  return async (request, context) => {
    const path = routedPath(new URL(request.url).pathname)
    const graphql = path === GRAPHQL_PATH
    if (path !== SIGN_IN_PATH && !graphql) return handler(request, context)
    // Read once: GraphQL's to see whether it asks for loginUser, both to find the account to serialize on.
    const text = graphql || serialize ? await bodyText(request) : undefined
    // GraphQL: each loginUser field is an attempt, whatever its spelling or alias; one per request (payloadGraphql.ts
    // refuses a body that does not parse before this runs).
    if (graphql) {
      const read = readGraphqlRequest(text ?? '')
      if (!read.ok || read.signIns === 0) return handler(request, context)
      if (read.signIns > 1) return jsonError(400, 'invalid_input', 'One sign-in per request', [{ path: 'query', message: 'may ask for loginUser once' }])
    }
    const key = `sign-in ${clientKey(request.headers)}`
    const limiter = currentRateLimiter()
    const reserved = await limiter.hit(key, SIGN_IN_FAILURES)
    if (!reserved.allowed) {
      return rateLimited(reserved.retryAfterSeconds, 'failed sign-ins')
    }
    const account = serialize ? signInAccount(text, graphql) : undefined
    const response = serialize && account ? await serialize(account, () => handler(request, context)) : await handler(request, context)
    const succeeded = graphql ? await graphqlLoginSucceeded(response) : response.ok
    if (succeeded) await limiter.release(key, SIGN_IN_FAILURES)
    return response
  }
}
