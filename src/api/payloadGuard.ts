/**
 * The first thing every write to `/api/…` meets, Payload's routes and the product's endpoints
 * alike: the body is read here, counting bytes as it streams (64 KB for visitors, more for a
 * signed-in editor's pages and uploads), and a client that is not signed in may write to Payload's
 * own routes only so often. The product's endpoints keep their own rate rules (defineEndpoint).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { clientKey, bodyLimit, endpointPattern, payloadWriteRule, readBodyWithin, VISITOR_BODY_BYTES, WRITE_METHODS } from '@/lib/requests'

import { currentRateLimiter, productEndpoints } from './endpoint'
import { bodyTooLarge, rateLimited, withoutNul } from './errors'

type Handler<C> = (request: Request, context: C) => Promise<Response>

let productPaths: Promise<RegExp[]> | undefined
/** The product's endpoints, from the config that serves them. */
function productEndpointPatterns(): Promise<RegExp[]> {
  productPaths ??= Promise.resolve(config).then((resolved) => productEndpoints(resolved).map((endpoint) => endpointPattern(endpoint.path)))
  return productPaths
}

/** Whether the request carries a valid session or API key (Payload's own strategies decide). */
async function signedIn(request: Request): Promise<boolean> {
  if (!request.headers.get('cookie')?.includes('payload-token') && !request.headers.get('authorization')) return false
  try {
    const payload = await getPayload({ config })
    return Boolean((await payload.auth({ headers: request.headers })).user)
  } catch {
    return false
  }
}

/**
 * A JSON body for Payload without NUL characters (PostgreSQL stores none: Payload answered 500).
 * The product's endpoints drop them as they parse; anything that is not JSON goes on untouched.
 */
function withoutNulCharacters(bytes: Uint8Array<ArrayBuffer>, contentType: string | null): Uint8Array<ArrayBuffer> {
  if (!/\bjson\b/i.test(contentType ?? '') || !bytes.byteLength) return bytes
  const text = new TextDecoder().decode(bytes)
  if (!text.includes('\\u0000') && !text.includes('\u0000')) return bytes
  try {
    return new TextEncoder().encode(JSON.stringify(JSON.parse(text, withoutNul))) as Uint8Array<ArrayBuffer>
  } catch {
    return bytes
  }
}

export function guardPayloadWrites<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    if (!WRITE_METHODS.has(request.method)) return handler(request, context)
    const path = new URL(request.url).pathname
    const product = (await productEndpointPatterns()).some((pattern) => pattern.test(path))
    const editor = product ? false : await signedIn(request)
    if (!product) {
      const write = payloadWriteRule(path, editor)
      if (write) {
        const verdict = await currentRateLimiter().hit(`${write.bucket} ${clientKey(request.headers)}`, write.rule)
        if (!verdict.allowed) {
          return rateLimited(verdict.retryAfterSeconds)
        }
      }
    }
    const limit = product ? VISITOR_BODY_BYTES : bodyLimit({ signedIn: editor, contentType: request.headers.get('content-type') })
    const body = await readBodyWithin(request.body, request.headers.get('content-length'), limit)
    if (!body.ok) return bodyTooLarge(limit)
    // The body, now read, goes on as bytes: the handlers after this one read it as before.
    const bytes = product ? body.bytes : withoutNulCharacters(body.bytes, request.headers.get('content-type'))
    const read = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: bytes.byteLength ? bytes : undefined,
      signal: request.signal,
    })
    return handler(read, context)
  }
}
