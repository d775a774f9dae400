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
  'not_found',
  'conflict',
  'unprocessable',
  'captcha_failed',
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

/** Reads a JSON body; undefined when the body is missing or not JSON. */
export async function readJson(request: { json?: () => Promise<unknown> }): Promise<unknown> {
  try {
    return request.json ? await request.json() : undefined
  } catch {
    return undefined
  }
}
