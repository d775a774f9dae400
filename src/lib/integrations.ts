/** Whether a fetch failed because its AbortSignal.timeout fired (or it was aborted). */
export function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
}

/** How a delivery is sent: a fetch to use (tests) and the row's idempotency key (src/lib/forms/deliveries.ts). */
export type DeliveryOptions = { fetchImpl?: typeof fetch; idempotencyKey?: string }

/** The Idempotency-Key header, the same on every attempt at one row: a service that honours it records a repeat once. */
export const idempotencyHeader = (key: string | undefined): Record<string, string> => (key ? { 'idempotency-key': key } : {})

/**
 * The 4xx answers that may go another time: 408 (the request took too long), 425 (too early) and 429 (too many
 * requests) say "not now", not "never".
 */
const TRY_AGAIN_LATER: ReadonlySet<number> = new Set([408, 425, 429])

/**
 * Whether an answer's status means the service refused the request for good: any 4xx but 408, 425 and 429 (a wrong
 * list id 400, a wrong key 401/403, 404, 422…). The same request would be refused again until a setting or the
 * data changes, so a delivery stops there (src/lib/jobs/deliver.ts) instead of retrying hourly for ever. 5xx, a
 * network error and a timeout (no status) are worth another try.
 */
export function refusedForGood(status: number | undefined): boolean {
  return status !== undefined && Number.isInteger(status) && status >= 400 && status < 500 && !TRY_AGAIN_LATER.has(status)
}

/** The most of the service's own words kept on a row: enough to see what it did not like, never a whole page. */
export const SERVICE_MESSAGE_CHARS = 200

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The first message-like text in a parsed JSON answer, in the shapes services use. */
function messageIn(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return value
  if (depth > 3) return undefined
  if (Array.isArray(value)) {
    const parts = value.map((item) => messageIn(item, depth + 1)).filter((part): part is string => Boolean(part))
    return parts.length ? parts.join('; ') : undefined
  }
  if (!isRecord(value)) return undefined
  // {message}, {error: "…"}, {error: {message}}, {errors: [{message, field}]}, {detail}, {error_description}, {title}
  for (const key of ['message', 'error_description', 'detail', 'error', 'errors', 'title']) {
    const found = messageIn(value[key], depth + 1)
    if (found) return key === 'message' && typeof value.field === 'string' ? `${value.field}: ${found}` : found
  }
  return undefined
}

/**
 * What the service said, from an answer's body, shortened to one line of at most SERVICE_MESSAGE_CHARS: the
 * message of a JSON error body (SendGrid's `errors[].message`, HubSpot's `message`, `{error}`…) or the text
 * itself; undefined when it said nothing readable (an HTML error page says nothing useful here).
 */
export function serviceMessage(body: string | undefined): string | undefined {
  const text = body?.trim()
  if (!text) return undefined
  let said: string | undefined
  try {
    said = messageIn(JSON.parse(text))
  } catch {
    said = /^</.test(text) ? undefined : text
  }
  const line = said?.replace(/\s+/g, ' ').trim()
  if (!line) return undefined
  return line.length > SERVICE_MESSAGE_CHARS ? `${line.slice(0, SERVICE_MESSAGE_CHARS - 1)}…` : line
}

/**
 * A service's answer that was not a success: the reason a row shows (`lastError`) and whether it is refused for
 * good. A refusal names the status and the service's own words (`The contacts API answered 400: invalid list id`);
 * other failures the status alone (`… answered 503`), as before.
 */
export class ServiceError extends Error {
  constructor(
    message: string,
    /** The HTTP status it answered; none for a network error or a timeout. */
    readonly status?: number,
  ) {
    super(message)
  }

  get forGood(): boolean {
    return refusedForGood(this.status)
  }
}

/** The reason for an answer's status: with the service's words when it refused for good. */
export function answeredReason(service: string, status: number, body: string | undefined): string {
  const said = refusedForGood(status) ? serviceMessage(body) : undefined
  return `${service} answered ${status}${said ? `: ${said}` : ''}`
}

/** At most this much of an error answer's body is read: the reason is one short line. */
const ERROR_BODY_BYTES = 16 * 1024

/** An error answer's body as text, at most ERROR_BODY_BYTES of it; empty when it cannot be read. */
export async function errorBody(response: Response): Promise<string> {
  try {
    const reader = response.body?.getReader()
    if (!reader) return ''
    const chunks: Uint8Array[] = []
    let size = 0
    while (size < ERROR_BODY_BYTES) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      size += value.byteLength
    }
    await reader.cancel().catch(() => undefined)
    return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, ERROR_BODY_BYTES))
  } catch {
    return ''
  }
}

/** Whether an error from a delivery is the service refusing it for good (a ServiceError with such a status). */
export function isRefusedForGood(error: unknown): error is ServiceError {
  return error instanceof ServiceError && error.forGood
}
