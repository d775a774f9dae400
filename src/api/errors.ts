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

export function validationError(error: z.ZodError): Response {
  return jsonError(
    400,
    'invalid_input',
    'Some fields are missing or invalid',
    error.issues.map((issue) => ({ path: issue.path.join('.') || '(body)', message: issue.message })),
  )
}

const NUL = /\u0000/g

/**
 * PostgreSQL keeps no NUL character in text or JSON (every insert holding one failed with a 500):
 * NULs are dropped from the strings and keys a client sends. Nothing meaningful is lost.
 */
export function withoutNul(_key: string, value: unknown): unknown {
  if (typeof value === 'string') return value.replace(NUL, '')
  if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).some((key) => key.includes('\u0000'))) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key.replace(NUL, ''), inner]))
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
