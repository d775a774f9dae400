/**
 * Whether an error means the database cannot be reached (stopped, restarting,
 * refusing connections), as opposed to a bug: the endpoints answer the first
 * with 503 and Retry-After, since it passes without anyone changing code.
 * Drivers and ORMs wrap the socket error, so the whole `cause` chain is read.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exceptions), 57P01–57P03 (shutdown, crash, cannot
 * connect now), 57014 (a statement cancelled by statement_timeout: the database is overloaded).
 */
const POSTGRES_CODES = /^(08\d{3}|57P0[1-3]|57014)$/

const MESSAGES = [
  /connection terminated/i,
  /terminating connection/i,
  /the database system is (starting up|shutting down)/i,
  /connect ECONNREFUSED/,
  /timeout exceeded when trying to connect/i,
  // node-postgres's query_timeout: the database stopped answering.
  /query read timeout/i,
]

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODES.test(code))) return true
  if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true
  // AggregateError (a connection tried on several addresses) carries the socket errors in `errors`.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true
  return isDatabaseUnavailable(cause, depth + 1)
}
