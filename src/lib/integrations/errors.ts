/** Whether a fetch failed because its AbortSignal.timeout fired (or it was aborted). */
export function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
}

/** How a delivery is sent: a fetch to use (tests) and the row's idempotency key (src/lib/deliveries.ts). */
export type DeliveryOptions = { fetchImpl?: typeof fetch; idempotencyKey?: string }

/** The Idempotency-Key header, the same on every attempt at one row: a service that honours it records a repeat once. */
export const idempotencyHeader = (key: string | undefined): Record<string, string> => (key ? { 'idempotency-key': key } : {})
