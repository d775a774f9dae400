/**
 * The limits every write to the API gets before anything reads it (src/api/payloadGuard.ts):
 * how many bytes a body may have, and how often a client may write to Payload's own routes.
 * The product's endpoints keep their own rate rules (src/api/endpoint.ts); Payload's have none.
 */
import type { Readable } from 'node:stream'

import type { RateLimitRule } from './rateLimit'

/** Anything a visitor may send, and every body a product endpoint reads. */
export const VISITOR_BODY_BYTES = 64 * 1024
/** A signed-in editor's JSON (a long page's layout with rich text runs to a few hundred KB). */
export const EDITOR_BODY_BYTES = 4 * 1024 * 1024
/** A signed-in editor's upload (video): Payload's own upload limit is the same. */
export const EDITOR_UPLOAD_BYTES = 200 * 1024 * 1024

/** Writes a client that is not signed in may make to Payload's routes (sign-in, GraphQL, create…). */
export const VISITOR_PAYLOAD_WRITES: RateLimitRule = { limit: 30, windowMs: 60_000 }
/** Password-reset mails: each one lands in an editor's inbox, so a handful per client per quarter hour. */
export const PASSWORD_RESET_REQUESTS: RateLimitRule = { limit: 5, windowMs: 15 * 60_000 }

export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The largest body a request may carry. */
export function bodyLimit(request: { signedIn: boolean; contentType: string | null }): number {
  if (!request.signedIn) return VISITOR_BODY_BYTES
  return /^multipart\/form-data\b/i.test(request.contentType ?? '') ? EDITOR_UPLOAD_BYTES : EDITOR_BODY_BYTES
}

/** The rule a write to one of Payload's routes counts against, with its bucket; none for editors. */
export function payloadWriteRule(path: string, signedIn: boolean): { bucket: string; rule: RateLimitRule } | undefined {
  if (signedIn) return undefined
  if (/^\/api\/[^/]+\/forgot-password$/.test(path)) return { bucket: 'password-reset', rule: PASSWORD_RESET_REQUESTS }
  return { bucket: 'payload-write', rule: VISITOR_PAYLOAD_WRITES }
}

/** `/forms/:form` → a test for the paths it serves (Payload's own `:param` syntax for custom endpoints). */
export function endpointPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${escaped}/?$`)
}

export type ReadBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false }

/**
 * Reads a body up to `limit` bytes, counting as it streams: a declared length over the limit is
 * refused before reading, and a chunked body is cut off at the first byte past it.
 */
export async function readBodyWithin(body: ReadableStream<Uint8Array> | null, declaredLength: string | null, limit: number): Promise<ReadBody> {
  if (declaredLength !== null && Number(declaredLength) > limit) return { ok: false }
  if (!body) return { ok: true, bytes: new Uint8Array() }
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      return { ok: false }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, bytes }
}

export type ReadText = { ok: true; text: string } | { ok: false; reason: 'too_large' | 'closed' }

/**
 * readBodyWithin for a Node request (the front door's endpoints, src/api/frontDoor.ts), as UTF-8 text. A stream that
 * ends in an error or closes before its end is `closed`: the client went away mid-body. Past the limit the reader lets
 * go, and the rest flows by unread (Node drains it once the answer is sent, within its request timeout).
 */
export function readNodeBodyWithin(body: Readable, declaredLength: string | undefined, limit: number): Promise<ReadText> {
  if (declaredLength !== undefined && Number(declaredLength) > limit) return Promise.resolve({ ok: false, reason: 'too_large' })
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let total = 0
    // Its error listener stays: an error after the answer (the client going away later) is heard, not thrown.
    const done = (result: ReadText) => {
      body.off('data', onData).off('end', onEnd).off('close', onClosed)
      resolve(result)
    }
    const onData = (chunk: Buffer) => {
      total += chunk.byteLength
      if (total > limit) done({ ok: false, reason: 'too_large' })
      else chunks.push(chunk)
    }
    const onEnd = () => done({ ok: true, text: Buffer.concat(chunks, total).toString('utf8') })
    const onClosed = () => done({ ok: false, reason: 'closed' })
    body.on('data', onData).on('end', onEnd).on('error', onClosed).on('close', onClosed)
  })
}
