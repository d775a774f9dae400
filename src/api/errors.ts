import type { z } from 'zod'

/** Every error the product's endpoints answer: JSON naming the problem, never a stack trace. */
export type ApiError = { error: string; issues?: { path: string; message: string }[] }

export function jsonError(status: number, error: string, issues?: ApiError['issues']): Response {
  const body: ApiError = issues ? { error, issues } : { error }
  return Response.json(body, { status })
}

export function validationError(error: z.ZodError): Response {
  return jsonError(
    400,
    'Invalid input',
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
