/**
 * Whether PostgreSQL refused a query for the values or operators it was given (a client's `where` the REST
 * guard did not foresee: a text compared with an integer column, a date that is not one, an operator a column
 * type has not got), as opposed to a bug or an outage. Payload answered those with 500; they are the
 * client's mistake and answer 400. The whole `cause` chain is read, as drivers and ORMs wrap the error.
 */

/**
 * SQLSTATEs: class 22 (data exception: invalid text representation, datetime format, numeric value out of
 * range, bad encoding, invalid regular expression…), 42883 (no such operator or function for these types),
 * 42804 (datatype mismatch), 42846 (cannot coerce), 42P18 (indeterminate datatype), 42725 (ambiguous function),
 * 42601 (a syntax error in SQL Payload built from the client's values: an empty `in ()`, a JSON path).
 */
const REFUSED = /^(22[0-9A-Z]{3}|42883|42804|42846|42P18|42725|42601)$/

export function isQueryRefused(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false
  const { code, cause, originalError } = error as { code?: unknown; cause?: unknown; originalError?: unknown }
  if (typeof code === 'string' && REFUSED.test(code)) return true
  // GraphQL wraps a resolver's error as originalError.
  return isQueryRefused(cause, depth + 1) || isQueryRefused(originalError, depth + 1)
}
