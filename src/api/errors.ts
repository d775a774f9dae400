import type { z } from 'zod'

/**
 * Every error the product's endpoints answer (spec §8): JSON
 * `{ error: { code, message, fields? } }`, never a stack trace.
 */
export const ERROR_CODES = [
  'invalid_input',
  'malformed_json',
  'payload_too_large',
  'unauthorized',
  // A visitor's write from another site's page (Origin, Sec-Fetch-Site): endpoint.ts.
  'cross_site',
  'not_found',
  'method_not_allowed',
  // A body in a type the endpoint does not read (visitors' writes are JSON only).
  'unsupported_media_type',
  'conflict',
  'unprocessable',
  'captcha_failed',
  // In production without hCaptcha (secret and site key) the forms that need a captcha are off (lib/forms/captchaPolicy).
  'captcha_unconfigured',
  // The voice AI demo cannot place calls here (no captcha in production); the block says so.
  'demo_unavailable',
  'link_expired',
  'rate_limited',
  'unavailable',
  'internal',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]
export type FieldError = { path: string; message: string }
export type ApiErrorBody = { error: { code: ErrorCode; message: string; fields?: FieldError[] } }

export function jsonError(status: number, code: ErrorCode, message: string, fields?: FieldError[], headers?: HeadersInit): Response {
  const body: ApiErrorBody = { error: fields ? { code, message, fields } : { code, message } }
  return Response.json(body, { status, headers })
}

/** A body over its limit (413), read or declared: the same words wherever the limit is kept. */
export function bodyTooLarge(limitBytes: number): Response {
  return jsonError(413, 'payload_too_large', `The body is larger than ${Math.round(limitBytes / 1024)} KB`)
}

/** Too many requests (429): when to try again, in the words and in Retry-After. */
export function rateLimited(retryAfterSeconds: number, what = 'requests'): Response {
  return jsonError(429, 'rate_limited', `Too many ${what}; try again in ${retryAfterSeconds} s`, undefined, { 'Retry-After': String(retryAfterSeconds) })
}

export function validationError(error: z.ZodError): Response {
  return jsonError(
    400,
    'invalid_input',
    'Some fields are missing or invalid',
    error.issues.map((issue) => ({ path: issue.path.join('.') || '(body)', message: issue.message })),
  )
}

const NUL = /\u0000/g
/** Half a surrogate pair on its own: JSON's `"\ud800"` escape reads as one, and is no character. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** A string PostgreSQL keeps: no NUL, and U+FFFD for half a surrogate pair, as a UTF-8 decoder would write it. */
const storable = (text: string) => text.replace(NUL, '').replace(LONE_SURROGATE, '\uFFFD')

/**
 * PostgreSQL keeps no NUL character in text or JSON (every insert holding one failed with a 500), and its JSON refuses
 * half a surrogate pair (`"\ud800"`), which JSON.parse reads from an escape: NULs are dropped from the strings and
 * keys a client sends, and a lone half becomes U+FFFD. Nothing meaningful is lost.
 */
export function withoutNul(_key: string, value: unknown): unknown {
  if (typeof value === 'string') return storable(value)
  if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).some((key) => storable(key) !== key)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [storable(key), inner]))
  }
  return value
}

/** Reads a JSON body without NUL characters; undefined when the body is missing or not JSON. */
export async function readJson(request: { text?: () => Promise<string> }): Promise<unknown> {
  try {
    return request.text ? JSON.parse(await request.text(), withoutNul) : undefined
  } catch {
    return undefined
  }
}
