/**
 * One way to write the product's endpoints: writes from other sites' pages
 * refused, the rate limit, the body size limit, JSON parsing (of JSON only) and
 * zod validation of body, query and path parameters happen here, so every endpoint answers bad input with a 4xx JSON naming the
 * problem, and an unexpected failure with a generic 500 JSON (logged and reported).
 */
import type { Endpoint, PayloadRequest, SanitizedConfig } from 'payload'
import { z } from 'zod'

import {
  crossSiteWrite,
  isJsonContentType,
  clientKey,
  MemoryRateLimiter,
  RedisRateLimiter,
  type RateLimiter,
  type RateLimitRule,
  VISITOR_BODY_BYTES,
  trustedOrigins,
} from '@/lib/requests'
import { isDatabaseUnavailable } from '@/lib/db/data'
import { env } from '@/lib/config/data'
import { reportError } from '@/lib/monitoring'

import { bodyTooLarge, jsonError, rateLimited, validationError, withoutNul } from './errors'
import { FRONT_DOOR } from './frontDoor'
import { sharedScripting } from './sharedStore'

/** Every body a product endpoint reads (the guard in front of /api already cut longer ones off while streaming). */
export const MAX_BODY_BYTES = VISITOR_BODY_BYTES
/**
 * The public GET endpoints' answer headers: a browser keeps it a minute, a shared cache five (the
 * data changes only on publish, and the hooks expire the server's own cache at once).
 */
export const PUBLIC_READ_HEADERS = { 'cache-control': 'public, max-age=60, s-maxage=300' } as const
export const PRODUCT_ENDPOINT = 'productEndpoint'

/** A document's id in an endpoint's path (`/:id/…`): a positive integer PostgreSQL's serial can hold. */
export const documentIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

// With REDIS_URL every app server counts against the same limits.
const limiter: RateLimiter = env.redisUrl ? new RedisRateLimiter(sharedScripting(env.redisUrl)) : new MemoryRateLimiter()

/** The limiter in use (shared through Redis when configured), for limits outside these endpoints. */
export const currentRateLimiter = (): RateLimiter => limiter

/** Every POST is limited per client unless an endpoint names its own rule. */
export const defaultPostLimit = (): RateLimitRule => ({ limit: env.rateLimitPerMinute, windowMs: 60_000 })

type Schema = z.ZodType
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined

export type EndpointDefinition<B extends Schema | undefined, Q extends Schema | undefined, P extends Schema | undefined> = {
  path: string
  method: 'get' | 'post'
  body?: B
  query?: Q
  params?: P
  /** false: no limit (reads); default: POSTs get defaultPostLimit(). */
  rateLimit?: RateLimitRule | false
  /** A smaller body cap than MAX_BODY_BYTES for endpoints that take little (413 above it). */
  maxBodyBytes?: number
  /**
   * Answered in the front door, before Next's router (src/api/frontDoor.ts): for visitors' writes that come in volume.
   * The handler then gets a local Payload request (no user, no cookies read by Payload); paths without `:params` only.
   */
  frontDoor?: boolean
  handler: (input: { req: PayloadRequest; body: Parsed<B>; query: Parsed<Q>; params: Parsed<P> }) => Promise<Response>
}

type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response }

/** The request's JSON body within maxBytes, or the 4xx answer naming what is wrong with it (413, 415, 400). */
export async function readBody(req: PayloadRequest, maxBytes = MAX_BODY_BYTES): Promise<BodyResult> {
  const tooLarge = () => ({ ok: false as const, response: bodyTooLarge(maxBytes) })
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) return tooLarge()
  const text = req.text ? await req.text() : ''
  if (Buffer.byteLength(text) > maxBytes) return tooLarge()
  if (!text.trim()) return { ok: true, value: undefined }
  // JSON only: a form or text/plain body is what another site's page can send without asking (lib/requests/crossSite).
  if (!isJsonContentType(req.headers.get('content-type'))) {
    return { ok: false, response: jsonError(415, 'unsupported_media_type', 'The body must be JSON, sent as Content-Type: application/json') }
  }
  try {
    return { ok: true, value: JSON.parse(text, withoutNul) as unknown }
  } catch {
    return { ok: false, response: jsonError(400, 'malformed_json', 'The body is not valid JSON') }
  }
}

function parse<S extends Schema | undefined>(schema: S, value: unknown): { ok: true; value: Parsed<S> } | { ok: false; response: Response } {
  if (!schema) return { ok: true, value: undefined as Parsed<S> }
  const result = schema.safeParse(value)
  return result.success ? { ok: true, value: result.data as Parsed<S> } : { ok: false, response: validationError(result.error) }
}

const OWN_ORIGINS = trustedOrigins(env.siteUrl)

/** A visitor's write from another site's page: 403 (lib/requests/crossSite). */
function refuseCrossSite(req: PayloadRequest): Response | undefined {
  const reason = crossSiteWrite(
    { origin: req.headers.get('origin'), secFetchSite: req.headers.get('sec-fetch-site'), host: req.headers.get('host') },
    OWN_ORIGINS,
  )
  return reason ? jsonError(403, 'cross_site', `This request was ${reason}; it is accepted from this site's own pages only`) : undefined
}

export function defineEndpoint<B extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, P extends Schema | undefined = undefined>(
  definition: EndpointDefinition<B, Q, P>,
): Endpoint {
  const rule = definition.rateLimit ?? (definition.method === 'post' ? defaultPostLimit() : false)
  return {
    path: definition.path,
    method: definition.method,
    // Marks the product's own endpoints among Payload's (the fuzz test finds them by it).
    custom: { [PRODUCT_ENDPOINT]: true, ...(definition.frontDoor ? { [FRONT_DOOR]: true } : {}) },
    handler: async (req) => {
      try {
        const crossSite = definition.method === 'post' ? refuseCrossSite(req) : undefined
        if (crossSite) return crossSite
        if (rule) {
          const verdict = await limiter.hit(`${definition.method} ${definition.path} ${clientKey(req.headers)}`, rule)
          if (!verdict.allowed) {
            return rateLimited(verdict.retryAfterSeconds)
          }
        }
        const raw = definition.body
          ? await readBody(req, Math.min(definition.maxBodyBytes ?? MAX_BODY_BYTES, MAX_BODY_BYTES))
          : ({ ok: true, value: undefined } as const)
        if (!raw.ok) return raw.response
        const body = parse<B>(definition.body as B, raw.value)
        if (!body.ok) return body.response
        const query = parse<Q>(definition.query as Q, Object.fromEntries(new URL(req.url ?? 'http://localhost/').searchParams))
        if (!query.ok) return query.response
        const params = parse<P>(definition.params as P, req.routeParams ?? {})
        if (!params.ok) return params.response
        return await definition.handler({ req, body: body.value, query: query.value, params: params.value })
      } catch (error) {
        // The database stopped or restarting: passes by itself, so say so and when to retry.
        if (isDatabaseUnavailable(error)) {
          console.warn(`${definition.path}: database unavailable`)
          return jsonError(503, 'unavailable', 'The service is briefly unavailable; please try again shortly', undefined, { 'Retry-After': '5' })
        }
        reportError(error, { url: req.url, statusCode: 500, endpoint: definition.path })
        return jsonError(500, 'internal', 'Something went wrong on our side; please try again')
      }
    },
  }
}

/** The product's endpoints in a resolved config (root ones and those on a collection), with their full /api paths. */
export function productEndpoints(resolved: SanitizedConfig): { method: string; path: string }[] {
  const api = resolved.routes?.api ?? '/api'
  const ours = (endpoint: Endpoint) => endpoint.custom?.[PRODUCT_ENDPOINT] === true
  const root = (resolved.endpoints || []).filter(ours).map((endpoint) => ({ method: endpoint.method, path: `${api}${endpoint.path}` }))
  const onCollections = resolved.collections.flatMap((collection) =>
    (Array.isArray(collection.endpoints) ? collection.endpoints : [])
      .filter(ours)
      .map((endpoint) => ({ method: endpoint.method, path: `${api}/${collection.slug}${endpoint.path}` })),
  )
  return [...root, ...onCollections]
}
